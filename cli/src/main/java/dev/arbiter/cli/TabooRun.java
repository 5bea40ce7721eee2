package dev.arbiter.cli;

import dev.arbiter.games.taboo.TabooCompetition;
import dev.arbiter.games.taboo.TabooCompetition.EntryRecord;
import dev.arbiter.games.taboo.TabooCompetition.Outcome;
import dev.arbiter.games.taboo.TabooCompetition.PlayedGame;
import dev.arbiter.judge.Judge;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.protocol.BuiltinGameCatalogue;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.rating.aggregate.TabooStanding;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code match} and {@code tournament} for Taboo: every entry plays the same fixed, seeded game set,
 * one agent process per game, and the lowest total wins. Tables and JSON say so, because Taboo's
 * scores run the other way from the LMC games'.
 */
final class TabooRun {

    static final String SCORING = "score = guesses including the right one; an unsolved game scores its hints + 10; lowest total wins";
    private static final int DEFAULT_GAMES = 10;

    private final MatchSetup setup;
    private final MatchOptions options;
    private final boolean json;

    TabooRun(MatchSetup setup, MatchOptions options, boolean json) {
        this.setup = setup;
        this.options = options;
        this.json = json;
    }

    /**
     * Plays the game set with every player.
     *
     * @param keep where to keep transcripts: one file for a single game, else {@code <keep>-gNN.jsonl}
     *             per game (and per entry in a tournament); null to keep none
     */
    Outcome play(List<Path> players, long seed, Path keep) throws IOException {
        int games = options.games != null ? options.games : DEFAULT_GAMES;
        if (games < 1) {
            throw new UsageException("--games must be at least 1");
        }
        var competition = setup.tabooCompetition();
        var contestants = players.stream().map(setup::contestant).toList();
        Path scratch = Files.createTempFile("arbiter-taboo-", ".jsonl");
        var progress = new ProgressBar(games * players.size(), System.console() != null && !json);
        try (var sandbox = MatchSetup.sandbox(options.backend); var judge = new Judge(sandbox)) {
            return competition.play(judge, contestants, seed, games,
                    (entry, game, city) -> keep == null ? scratch : keptFile(keep, players.size(), games, entry, game),
                    g -> progress.step(g.city().id() + " " + outcomeOf(g)));
        } finally {
            progress.done();
            Files.deleteIfExists(scratch);
        }
    }

    private static Path keptFile(Path keep, int entries, int games, int entry, int game) {
        if (entries == 1 && games == 1) {
            return keep;
        }
        String base = keep.toString().replaceFirst("\\.jsonl$", "");
        return Path.of(base + (entries > 1 ? "-e" + (entry + 1) : "") + String.format("-g%02d.jsonl", game));
    }

    // --- match: one entry, game by game -------------------------------------------------------------

    void printMatch(Outcome outcome) {
        EntryRecord entry = outcome.entries().getFirst();
        if (json) {
            System.out.println(ResultJson.write(matchJson(outcome, entry)));
            return;
        }
        boolean session = entry.games().size() < outcome.gameSet().size();
        System.out.printf("taboo, seed %d: %d games, %s%n  %s%n", outcome.seed(), outcome.gameSet().size(),
                session ? "all in one agent process (session mode)" : "one agent process each", SCORING);
        System.out.printf("  %4s  %-20s %5s %5s  %s%n", "game", "city", "hints", "score", "result");
        for (PlayedGame g : entry.games()) {
            String cities = String.join(", ", g.cities().stream().map(c -> c.name()).toList());
            System.out.printf("  %4d  %-20s %5d %5.0f  %s%n", g.number(), cities, g.hints(), seat(g).score(), outcomeOf(g));
        }
        var a = entry.account();
        System.out.printf("  total %.0f over %d games (average %.2f), %d solved, mean response %.0f ms — %s%n",
                a.total(), a.games(), a.average(), a.gamesSolved(), meanResponseMs(a), entry.contestant().name());
    }

    /**
     * The match contract every game's {@code --json} keeps (game, seed, moves, durationMs, status, seats
     * of name, path, score, verdict, detail), summed over the game set, then the Taboo account and each game.
     */
    static Map<String, Object> matchJson(Outcome outcome, EntryRecord entry) {
        var out = header(outcome);
        var played = entry.games();
        out.put("moves", played.stream().mapToLong(g -> g.match().moves()).sum());
        out.put("durationMs", played.stream().mapToLong(g -> g.match().durationMs()).sum());
        var voided = played.stream().filter(g -> g.match().status() != MatchStatus.COMPLETED).findFirst();
        out.put("status", voided.map(g -> g.match().status().wireName()).orElse(MatchStatus.COMPLETED.wireName()));
        out.put("statusDetail", voided.map(g -> "game " + g.number() + ": " + g.match().statusDetail()).orElse(""));
        var seat = new LinkedHashMap<String, Object>();
        seat.put("seat", 1);
        seat.put("name", entry.contestant().name());
        seat.put("path", entry.contestant().program().displayPath());
        seat.put("score", entry.account().total());
        var failed = played.stream().filter(g -> seat(g).verdict() != Verdict.OK).toList();
        seat.put("verdict", failed.isEmpty() ? Verdict.OK.wireName() : seat(failed.getFirst()).verdict().wireName());
        seat.put("detail", seatDetail(entry, failed));
        out.put("seats", List.of(seat));
        out.putAll(entryJson(entry));
        return out;
    }

    /** The seat's first failure by game (and how many games failed), or how the set went. */
    private static String seatDetail(EntryRecord entry, List<PlayedGame> failed) {
        var a = entry.account();
        String summary = a.gamesSolved() + " of " + a.games() + " solved, total " + String.format("%.0f", a.total()) + " (lowest wins)";
        if (failed.isEmpty()) {
            return summary;
        }
        PlayedGame first = failed.getFirst();
        String detail = seat(first).detail();
        if (first.cities().size() == 1) {
            // One game per process: the judge numbers each match's game 1; say which game of the set it was.
            detail = detail.replaceFirst("^game 1 \\(", "game " + first.number() + " (");
        }
        String more = failed.size() > 1 ? "; " + failed.size() + " of " + a.games() + " games failed" : "";
        return detail + more + "; " + summary;
    }

    // --- tournament: every entry on the same games, ranked ------------------------------------------

    void printStandings(Outcome outcome) {
        if (json) {
            var out = header(outcome);
            out.put("standings", outcome.standings().stream().map(TabooRun::standingJson).toList());
            out.put("entries", outcome.entries().stream().map(TabooRun::entryJson).toList());
            System.out.println(ResultJson.write(out));
            return;
        }
        System.out.printf("taboo, seed %d: %d entries × the same %d games%n  %s%n", outcome.seed(), outcome.entries().size(),
                outcome.gameSet().size(), SCORING);
        System.out.printf("%4s  %-28s %7s %8s %7s %12s %8s%n", "rank", "player", "total", "average", "solved", "solved-total", "mean-ms");
        for (TabooStanding s : outcome.standings()) {
            System.out.printf("%4d  %-28s %7.0f %8.2f %7d %12.0f %8.0f%n", s.rank(), s.entryId(), s.total(), s.average(),
                    s.gamesSolved(), s.solvedTotal(), meanResponseMs(s));
        }
    }

    // --- shared pieces --------------------------------------------------------------------------------

    private static SeatResult seat(PlayedGame g) {
        return g.match().seats().getFirst();
    }

    /** "solved in 3", "unsolved: hints ran out", "crash: …", or the match status when it was void. */
    static String outcomeOf(PlayedGame g) {
        if (g.match().status() != MatchStatus.COMPLETED) {
            return g.match().status().wireName() + ": " + g.match().statusDetail();
        }
        SeatResult seat = seat(g);
        if (seat.verdict() != Verdict.OK) {
            return seat.verdict().wireName() + ": " + seat.detail();
        }
        long solved = seat.stats().getOrDefault("solved", 0.0).longValue();
        if (g.cities().size() > 1) {
            return solved + " of " + g.cities().size() + " solved";
        }
        return solved > 0 ? "solved in " + (long) seat.score() : "unsolved: the hints ran out";
    }

    private static Map<String, Object> header(Outcome outcome) {
        var out = new LinkedHashMap<String, Object>();
        out.put("game", BuiltinGameCatalogue.TABOO.name());
        out.put("protocol", Vocabulary.wireName(ProtocolId.PROTOCOL_ID_TABOO));
        out.put("seed", outcome.seed());
        out.put("scoring", Map.of("rule", SCORING, "better", "lower"));
        out.put("games", outcome.gameSet().size());
        return out;
    }

    private static Map<String, Object> entryJson(EntryRecord entry) {
        var out = new LinkedHashMap<String, Object>();
        out.put("name", entry.contestant().name());
        out.put("path", entry.contestant().program().displayPath());
        out.putAll(accountJson(entry.account()));
        out.put("perGame", entry.games().stream().map(g -> {
            var m = new LinkedHashMap<String, Object>();
            m.put("game", g.number());
            m.put("cities", g.cities().stream().map(c -> c.id()).toList());
            m.put("hints", g.hints());
            m.put("score", seat(g).score());
            m.put("status", g.match().status().wireName());
            m.put("verdict", seat(g).verdict().wireName());
            m.put("result", outcomeOf(g));
            m.put("durationMs", g.match().durationMs());
            return m;
        }).toList());
        return out;
    }

    private static Map<String, Object> standingJson(TabooStanding s) {
        var out = new LinkedHashMap<String, Object>();
        out.put("rank", s.rank());
        out.put("name", s.entryId());
        out.putAll(accountJson(s));
        return out;
    }

    /** An entry's account over the games every entry completed (libs/rating's standing). */
    private static Map<String, Object> accountJson(TabooStanding a) {
        var out = new LinkedHashMap<String, Object>();
        out.put("total", a.total());
        out.put("average", a.average());
        out.put("games", a.games());
        out.put("solved", a.gamesSolved());
        out.put("solvedTotal", a.solvedTotal());
        out.put("meanResponseMs", meanResponseMs(a));
        return out;
    }

    private static double meanResponseMs(TabooStanding a) {
        return a.meanResponseTime().toNanos() / 1e6;
    }
}
