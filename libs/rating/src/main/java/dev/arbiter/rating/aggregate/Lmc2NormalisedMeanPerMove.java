package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranks;
import dev.arbiter.rating.math.Sums;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * LMC2's ranking (lmc2.md, Clocks, failures, scoring): an entry's result on a game is the sum of its scores divided by the
 * number of scored moves (its mean score per move, in [−1, 1]); each game's results are normalised
 * to (s − min)/(max − min) over the entries that played it; the overall score is the average of an
 * entry's normalised results, highest first, ties broken by the number of games won (best mean per
 * move on that game, shared when equal).
 *
 * <p>Several sessions of one entry on one game pool their scores and moves. When every entry of a
 * game has the same mean, the game cannot tell them apart and all score 1 on it. An entry is
 * averaged over the games it played (in an official round, all of them).
 */
public final class Lmc2NormalisedMeanPerMove {

    public List<Lmc2Standing> rank(Collection<LmcScore> sessions) {
        Map<String, Map<String, Double>> meanPerMoveByGame = meanPerMoveByGame(sessions);
        Map<String, List<Double>> normalisedByEntry = new TreeMap<>();
        Map<String, Map<String, Double>> meansByEntry = new TreeMap<>();
        Map<String, Integer> gamesWon = new TreeMap<>();
        meanPerMoveByGame.forEach((game, means) -> {
            double min = means.values().stream().mapToDouble(Double::doubleValue).min().orElseThrow();
            double max = means.values().stream().mapToDouble(Double::doubleValue).max().orElseThrow();
            means.forEach((entryId, mean) -> {
                double normalised = max == min ? 1.0 : (mean - min) / (max - min);
                normalisedByEntry.computeIfAbsent(entryId, id -> new ArrayList<>()).add(normalised);
                meansByEntry.computeIfAbsent(entryId, id -> new TreeMap<>()).put(game, mean);
                gamesWon.merge(entryId, mean == max ? 1 : 0, Integer::sum);
            });
        });
        List<Lmc2Standing> rows = new ArrayList<>();
        normalisedByEntry.forEach((entryId, normalised) -> rows.add(new Lmc2Standing(0, entryId, Sums.mean(normalised),
                Map.copyOf(meansByEntry.get(entryId)), gamesWon.get(entryId))));
        return Ranks.sortAndRank(rows,
                Comparator.comparingDouble(Lmc2Standing::score).reversed()
                        .thenComparing(Comparator.comparingInt(Lmc2Standing::gamesWon).reversed())
                        .thenComparing(Lmc2Standing::entryId),
                (a, b) -> a.score() == b.score() && a.gamesWon() == b.gamesWon(),
                Lmc2Standing::withRank);
    }

    /** game → entry → Σ scores ÷ Σ scored moves, for entries with at least one scored move. */
    private static Map<String, Map<String, Double>> meanPerMoveByGame(Collection<LmcScore> sessions) {
        Map<String, Map<String, List<LmcScore>>> grouped = new TreeMap<>();
        sessions.forEach(session -> grouped.computeIfAbsent(session.game(), game -> new TreeMap<>())
                .computeIfAbsent(session.entryId(), id -> new ArrayList<>()).add(session));
        Map<String, Map<String, Double>> means = new TreeMap<>();
        grouped.forEach((game, byEntry) -> byEntry.forEach((entryId, entrySessions) -> {
            int moves = entrySessions.stream().mapToInt(LmcScore::scoredMoves).sum();
            if (moves > 0) {
                double scores = Sums.sum(entrySessions.stream().map(LmcScore::scoreSum).toList());
                means.computeIfAbsent(game, g -> new TreeMap<>()).put(entryId, scores / moves);
            }
        }));
        return means;
    }
}
