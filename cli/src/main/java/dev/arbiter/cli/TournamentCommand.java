package dev.arbiter.cli;

import dev.arbiter.judge.Judge;
import dev.arbiter.judge.MatchResult;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.rating.aggregate.ScoreRanking;
import dev.arbiter.rating.aggregate.ScoreStanding;
import dev.arbiter.rating.aggregate.SeatScore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code arbiter tournament}: a local round robin. Two-player games play every pair in both seats,
 * {@code --repeat} times; one-player games play each player {@code --repeat} times. Seeds are derived
 * from {@code --seed}, so a tournament replays exactly. The standings are ranked as the protocol's spec
 * ranks (LMC1: mean score per turn, LMC2: normalised mean per move, GVGAI: Formula-1 points by victories, mean
 * score and ticks), by libs/rating, as the platform ranks.
 */
@Command(name = "tournament", mixinStandardHelpOptions = true,
        description = "Play a local round robin between player programs and print the standings.")
final class TournamentCommand implements Callable<Integer> {

    @Mixin
    MatchOptions options = new MatchOptions();

    @Option(names = "--player", required = true, paramLabel = "PATH", description = "A player program; give two or more.")
    List<Path> players;

    @Option(names = "--repeat", defaultValue = "1", paramLabel = "N", description = "Rounds of the round robin (default: ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--seats", paramLabel = "1|2", description = "Players per match (default: the game's; 2 for game programs).")
    Integer seats;

    @Option(names = "--json", description = "Print the standings and every match as JSON.")
    boolean json;

    /** Running totals of one player over the tournament, and its place in the ranking. */
    static final class Standing {
        final String path;
        String name;
        int rank;
        double rankingScore;
        double score;
        int matches;
        int wins;
        int draws;
        int losses;
        int failures;

        Standing(String path) {
            this.path = path;
        }
    }

    @Override
    public Integer call() throws IOException {
        if (repeat < 1) {
            throw new UsageException("--repeat must be at least 1");
        }
        var setup = new MatchSetup(options);
        if (setup.isTaboo()) {
            var taboo = new TabooRun(setup, options, json);
            taboo.printStandings(taboo.play(players, options.seed != null ? options.seed : System.nanoTime(), null));
            return 0;
        }
        int seatsPerMatch = seats != null ? seats : setup.tournamentSeats();
        if (seatsPerMatch < setup.minPlayers() || seatsPerMatch > setup.maxPlayers() || seatsPerMatch > 2) {
            throw new UsageException(setup.gameName() + " cannot seat " + seatsPerMatch + " players in a match");
        }
        boolean twoPlayer = seatsPerMatch == 2;
        if (twoPlayer && players.size() < 2) {
            throw new UsageException(setup.gameName() + " needs at least two --player programs for a tournament");
        }
        var pairings = pairings(twoPlayer);
        long baseSeed = options.seed != null ? options.seed : System.nanoTime();
        var standings = new LinkedHashMap<Path, Standing>();
        players.forEach(p -> standings.put(p, new Standing(p.toString())));
        var results = new ArrayList<MatchResult>();
        var seatScores = new ArrayList<SeatScore>();
        var progress = new ProgressBar(pairings.size(), System.console() != null && !json);
        Path transcript = Files.createTempFile("arbiter-tournament-", ".jsonl");
        try (var sandbox = MatchSetup.sandbox(options.backend); var judge = new Judge(sandbox)) {
            for (int i = 0; i < pairings.size(); i++) {
                List<Path> seats = pairings.get(i);
                MatchResult r = judge.play(setup.spec(seats, baseSeed + i, transcript));
                results.add(r);
                account(standings, seats, r);
                seatScores.addAll(seatScores(setup.gameName(), seats, r));
                progress.step(describe(r));
            }
        } finally {
            Files.deleteIfExists(transcript);
            progress.done();
        }
        if (setup.protocolId() == ProtocolId.PROTOCOL_ID_GVGAI) {
            var table = GvgaiStandings.rank(setup.gameName(), results);
            if (json) {
                var out = new LinkedHashMap<String, Object>();
                out.put("game", setup.gameName());
                out.put("seed", baseSeed);
                out.put("ranking", "gvgai-formula-one-points");
                out.put("standings", table);
                out.put("matches", results.stream().map(r -> ResultJson.match(r, false)).toList());
                System.out.println(ResultJson.write(out));
            } else {
                GvgaiStandings.print(setup.gameName(), table, results.size());
            }
            return 0;
        }
        ScoreRanking ranking = ScoreRanking.naturalFor(setup.protocolId());
        var table = ranked(standings, ranking.rank(seatScores));
        if (json) {
            var out = new LinkedHashMap<String, Object>();
            out.put("game", setup.gameName());
            out.put("seed", baseSeed);
            out.put("ranking", ranking.wireName());
            out.put("standings", table.stream().map(TournamentCommand::standingJson).toList());
            out.put("matches", results.stream().map(r -> ResultJson.match(r, false)).toList());
            System.out.println(ResultJson.write(out));
        } else {
            printTable(setup.gameName(), ranking, table, results.size());
        }
        return 0;
    }

    private List<List<Path>> pairings(boolean twoPlayer) {
        var all = new ArrayList<List<Path>>();
        for (int r = 0; r < repeat; r++) {
            if (twoPlayer) {
                for (Path a : players) {
                    for (Path b : players) {
                        if (a != b) {
                            all.add(List.of(a, b));
                        }
                    }
                }
            } else {
                players.forEach(p -> all.add(List.of(p)));
            }
        }
        return all;
    }

    private static void account(Map<Path, Standing> standings, List<Path> seats, MatchResult r) {
        if (r.status() != MatchStatus.COMPLETED) {
            return; // void matches count for nobody
        }
        for (int i = 0; i < seats.size(); i++) {
            SeatResult seat = r.seats().get(i);
            Standing s = standings.get(seats.get(i));
            s.name = seat.name();
            s.score += seat.score();
            s.matches++;
            if (seat.verdict() != Verdict.OK) {
                s.failures++;
            }
            if (seats.size() == 2) {
                double other = r.seats().get(1 - i).score();
                if (seat.score() > other) {
                    s.wins++;
                } else if (seat.score() < other) {
                    s.losses++;
                } else {
                    s.draws++;
                }
            }
        }
    }

    /** A completed match's seats as the ranking reads them; a void match counts for nobody. */
    private static List<SeatScore> seatScores(String game, List<Path> seats, MatchResult r) {
        if (r.status() != MatchStatus.COMPLETED) {
            return List.of();
        }
        var scores = new ArrayList<SeatScore>();
        for (int i = 0; i < seats.size(); i++) {
            SeatResult seat = r.seats().get(i);
            String opponent = seats.size() == 2 ? seats.get(1 - i).toString() : null;
            scores.add(new SeatScore(game, Long.toString(r.seed()), seats.get(i).toString(), opponent, seat.score(),
                    seat.scoredMoves()));
        }
        return scores;
    }

    /** The standings in the ranking's order; a player it could not rank (no scored move) comes last. */
    private static List<Standing> ranked(Map<Path, Standing> standings, List<ScoreStanding> ranking) {
        var byPath = new LinkedHashMap<String, Standing>();
        standings.values().forEach(s -> byPath.put(s.path, s));
        var table = new ArrayList<Standing>();
        for (ScoreStanding row : ranking) {
            Standing s = byPath.remove(row.entryId());
            s.rank = row.rank();
            s.rankingScore = row.score();
            table.add(s);
        }
        byPath.values().stream().sorted(Comparator.comparing(s -> s.path)).forEach(s -> {
            s.rank = ranking.size() + 1;
            table.add(s);
        });
        return table;
    }

    private static String describe(MatchResult r) {
        var names = r.seats().stream().map(s -> s.name() + " " + String.format("%.1f", s.score())).toList();
        return String.join(" vs ", names);
    }

    private static Map<String, Object> standingJson(Standing s) {
        var m = new LinkedHashMap<String, Object>();
        m.put("rank", s.rank);
        m.put("name", s.name);
        m.put("path", s.path);
        m.put("score", s.score);
        m.put("rankingScore", s.rankingScore);
        m.put("matches", s.matches);
        m.put("wins", s.wins);
        m.put("draws", s.draws);
        m.put("losses", s.losses);
        m.put("failures", s.failures);
        return m;
    }

    private static void printTable(String game, ScoreRanking ranking, List<Standing> table, int matches) {
        System.out.printf("%s: %d matches, ranked by %s%n", game, matches, ranking.wireName());
        String by = ranking == ScoreRanking.MEAN_SCORE_PER_TURN ? "per-turn"
                : ranking == ScoreRanking.NORMALISED_MEAN_PER_MOVE ? "normalised" : "ranked-by";
        boolean pairwise = table.stream().anyMatch(s -> s.wins + s.draws + s.losses > 0);
        if (pairwise) {
            System.out.printf("%4s  %-28s %10s %10s %7s %5s %5s %5s %8s%n", "rank", "player", "score", by, "matches", "won", "drawn", "lost", "failures");
        } else {
            System.out.printf("%4s  %-28s %10s %10s %7s %12s %8s%n", "rank", "player", "score", by, "matches", "mean/match", "failures");
        }
        for (Standing s : table) {
            String name = s.name == null ? s.path : s.name;
            if (pairwise) {
                System.out.printf("%4d  %-28s %10.2f %10.3f %7d %5d %5d %5d %8d%n", s.rank, name, s.score, s.rankingScore, s.matches,
                        s.wins, s.draws, s.losses, s.failures);
            } else {
                System.out.printf("%4d  %-28s %10.2f %10.3f %7d %12.3f %8d%n", s.rank, name, s.score, s.rankingScore, s.matches,
                        s.matches == 0 ? 0 : s.score / s.matches, s.failures);
            }
        }
    }
}
