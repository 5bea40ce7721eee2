package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.persistence.GvgaiRepository;
import dev.arbiter.leaderboard.persistence.GvgaiRepository.RunRow;
import dev.arbiter.rating.aggregate.GvgaiFormulaOnePoints;
import dev.arbiter.rating.aggregate.GvgaiGameResult;
import dev.arbiter.rating.aggregate.GvgaiStanding;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A GVGAI learning-track competition's board (docs/protocols/gvgai.md): per game, each entry's validation plays
 * summed over its newest version's runs there, ranked as the track ranks a game (victories, mean score, fewer
 * ticks) with Formula-1 points summed over the games, by libs/rating's {@link GvgaiFormulaOnePoints}, the one
 * owner of that rule. This class only decides what goes in.
 */
public final class GvgaiBoard {

    public static final String PROTOCOL = "gvgai";

    private GvgaiBoard() {
    }

    @Schema(description = "One entry's validation figures on one game of a GVGAI competition")
    public record GameResult(String game, int victories, double meanScore, double meanTicks, int plays,
                             @Schema(description = "Validation plays lost as disqualified (each scored -1000)") int disqualified,
                             @Schema(description = "The entry's rank on this game") int rank,
                             @Schema(description = "Formula-1 points of that rank (25, 18, 15 … 1)") int points) {
    }

    /**
     * The whole board of one competition.
     *
     * @param games     the competition's games, in order
     * @param standings entries best first, with points
     * @param entries   per entry: its figures on each game it played, in the games' order
     * @param runs      per entry: learning runs counted
     * @param names     per entry: its name, for the per-game tables
     */
    public record Board(String slug, List<String> games, List<GvgaiStanding> standings,
                        Map<String, List<GameResult>> entries, Map<String, Integer> runs, Map<String, String> names) {

        /** Whether the entry has a run on every game: until then its points may still grow. */
        public boolean complete(String entryId) {
            return entries.getOrDefault(entryId, List.of()).size() == games.size();
        }
    }

    /** One line of a game's table. */
    public record GameRow(String entryId, String name, GameResult result) {
    }

    /** One entry's plays on one game, summed over runs. */
    private static final class Tally {
        int victories;
        double scoreSum;
        double tickSum;
        int plays;
        int disqualified;
    }

    /** The competition's board, or empty when competition.updated has not told its games yet. */
    public static Optional<Board> compute(GvgaiRepository repository, String slug) {
        Optional<List<String>> competition = repository.games(slug);
        if (competition.isEmpty()) {
            return Optional.empty();
        }
        List<String> games = competition.get();
        Map<String, Map<String, Tally>> tallies = new LinkedHashMap<>();
        Map<String, Integer> runs = new LinkedHashMap<>();
        Map<String, String> names = new LinkedHashMap<>();
        // The newest version's runs only: a new version starts again from nothing, as on the RDDL board.
        for (RunRow run : repository.newestVersionRuns(slug)) {
            String entry = run.entryId();
            names.put(entry, run.entryName());
            if (games.contains(run.game())) {
                Tally t = tallies.computeIfAbsent(entry, e -> new LinkedHashMap<>()).computeIfAbsent(run.game(), g -> new Tally());
                int plays = run.plays();
                t.victories += run.victories();
                t.scoreSum += run.meanScore() * plays;
                t.tickSum += run.meanTicks() * plays;
                t.plays += plays;
                t.disqualified += run.disqualified();
                runs.merge(entry, 1, Integer::sum);
            }
        }
        List<GvgaiGameResult> results = new ArrayList<>();
        tallies.forEach((entry, byGame) -> byGame.forEach((game, t) -> results.add(new GvgaiGameResult(entry, game,
                t.victories, t.plays == 0 ? 0 : t.scoreSum / t.plays, t.plays == 0 ? 0 : t.tickSum / t.plays, t.plays))));
        List<GvgaiStanding> standings = new GvgaiFormulaOnePoints().rank(results);
        Map<String, List<GameResult>> entries = new LinkedHashMap<>();
        for (GvgaiStanding standing : standings) {
            var mine = new ArrayList<GameResult>();
            for (String game : games) {
                Integer rank = standing.gameRanks().get(game);
                Tally t = tallies.get(standing.entryId()).get(game);
                if (rank != null && t != null) {
                    mine.add(new GameResult(game, t.victories, t.plays == 0 ? 0 : t.scoreSum / t.plays,
                            t.plays == 0 ? 0 : t.tickSum / t.plays, t.plays, t.disqualified, rank, GvgaiFormulaOnePoints.points(rank)));
                }
            }
            entries.put(standing.entryId(), mine);
        }
        return Optional.of(new Board(slug, List.copyOf(games), standings, entries, runs, names));
    }
}
