package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranks;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The GVGAI learning track's ranking (GVG-C19): on each game, entries are ordered by validation victories (more
 * first), then mean score (higher first), then mean ticks (fewer first); entries equal on all three share a
 * rank. Each rank earns Formula-1 points, 25, 18, 15, 10, 8, 6, 4, 2, 1 for ranks 1 to 9 and nothing below;
 * entries sharing a rank each get that rank's points. The set's ranking is by points summed over its games,
 * equal sums sharing a rank.
 */
public final class GvgaiFormulaOnePoints {

    private static final int[] POINTS = {25, 18, 15, 10, 8, 6, 4, 2, 1};

    private static final Comparator<GvgaiGameResult> GAME_ORDER =
            Comparator.comparingInt(GvgaiGameResult::victories).reversed()
                    .thenComparing(Comparator.comparingDouble(GvgaiGameResult::meanScore).reversed())
                    .thenComparingDouble(GvgaiGameResult::meanTicks);

    /** Points for a rank (1-based). */
    public static int points(int rank) {
        return rank >= 1 && rank <= POINTS.length ? POINTS[rank - 1] : 0;
    }

    /** @param results one per entry and game */
    public List<GvgaiStanding> rank(Collection<GvgaiGameResult> results) {
        Map<String, List<GvgaiGameResult>> byGame = new TreeMap<>();
        for (GvgaiGameResult r : results) {
            byGame.computeIfAbsent(r.game(), g -> new ArrayList<>()).add(r);
        }
        Map<String, Integer> points = new TreeMap<>();
        Map<String, Map<String, Integer>> gameRanks = new TreeMap<>();
        byGame.forEach((game, rows) -> {
            List<GvgaiGameResult> sorted = new ArrayList<>(rows);
            sorted.sort(GAME_ORDER.thenComparing(GvgaiGameResult::entryId));
            int[] ranks = Ranks.competition(sorted, (a, b) -> GAME_ORDER.compare(a, b) == 0);
            for (int i = 0; i < sorted.size(); i++) {
                String entry = sorted.get(i).entryId();
                if (gameRanks.computeIfAbsent(entry, e -> new TreeMap<>()).put(game, ranks[i]) != null) {
                    throw new IllegalArgumentException("entry " + entry + " has two results on game " + game);
                }
                points.merge(entry, points(ranks[i]), Integer::sum);
            }
        });
        List<GvgaiStanding> rows = new ArrayList<>();
        points.forEach((entry, total) -> rows.add(new GvgaiStanding(0, entry, total, gameRanks.get(entry))));
        Comparator<GvgaiStanding> order = Comparator.comparingInt(GvgaiStanding::points).reversed();
        return List.copyOf(Ranks.sortAndRank(rows, order.thenComparing(GvgaiStanding::entryId),
                (a, b) -> a.points() == b.points(), GvgaiStanding::withRank));
    }
}
