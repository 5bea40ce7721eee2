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
 * The GVGAI learning track's ranking (gvgai-learning.md §8): on each game, entries are ordered by
 * victories, then average score, then fewer game ticks in total, and receive Formula-1 points
 * 25, 18, 15, 10, 8, 6, 4, 2, 1 (10th and below: 0); the final ranking sums the points over the games.
 *
 * <p>The manual does not say what exact ties on a game get: here the tied entries share the points
 * of the places they occupy equally (two entries tied for 2nd get (18 + 15)/2 each), so a tie neither
 * creates nor destroys points. Entries equal in total points share a rank.
 */
public final class GvgaiPointsPerGame {

    static final int[] FORMULA_ONE_POINTS = {25, 18, 15, 10, 8, 6, 4, 2, 1};

    private static final Comparator<GameRecord> GAME_ORDER = Comparator.comparingInt(GameRecord::victories).reversed()
            .thenComparing(Comparator.comparingDouble(GameRecord::averageScore).reversed())
            .thenComparingLong(GameRecord::ticks);

    public List<GvgaiStanding> rank(Collection<GvgaiPlay> plays) {
        Map<String, Map<String, List<GvgaiPlay>>> byGameAndEntry = new TreeMap<>();
        plays.forEach(play -> byGameAndEntry.computeIfAbsent(play.game(), game -> new TreeMap<>())
                .computeIfAbsent(play.entryId(), id -> new ArrayList<>()).add(play));
        Map<String, Map<String, Double>> pointsByEntry = new TreeMap<>();
        byGameAndEntry.forEach((game, byEntry) -> pointsOnGame(byEntry).forEach((entryId, points) ->
                pointsByEntry.computeIfAbsent(entryId, id -> new TreeMap<>()).put(game, points)));
        List<GvgaiStanding> rows = new ArrayList<>();
        pointsByEntry.forEach((entryId, perGame) ->
                rows.add(new GvgaiStanding(0, entryId, Sums.sum(perGame.values()), Map.copyOf(perGame))));
        return Ranks.sortAndRank(rows,
                Comparator.comparingDouble(GvgaiStanding::score).reversed().thenComparing(GvgaiStanding::entryId),
                (a, b) -> a.score() == b.score(), GvgaiStanding::withRank);
    }

    private static Map<String, Double> pointsOnGame(Map<String, List<GvgaiPlay>> byEntry) {
        List<GameRecord> records = new ArrayList<>();
        byEntry.forEach((entryId, entryPlays) -> records.add(GameRecord.of(entryId, entryPlays)));
        records.sort(GAME_ORDER.thenComparing(GameRecord::entryId));
        Map<String, Double> points = new TreeMap<>();
        int first = 0;
        while (first < records.size()) {
            int end = first + 1;
            while (end < records.size() && GAME_ORDER.compare(records.get(first), records.get(end)) == 0) {
                end++;
            }
            double shared = 0.0;
            for (int place = first; place < end; place++) {
                shared += place < FORMULA_ONE_POINTS.length ? FORMULA_ONE_POINTS[place] : 0;
            }
            for (int k = first; k < end; k++) {
                points.put(records.get(k).entryId(), shared / (end - first));
            }
            first = end;
        }
        return points;
    }

    private record GameRecord(String entryId, int victories, double averageScore, long ticks) {
        static GameRecord of(String entryId, List<GvgaiPlay> plays) {
            int victories = (int) plays.stream().filter(GvgaiPlay::won).count();
            double average = Sums.mean(plays.stream().map(GvgaiPlay::score).toList());
            long ticks = plays.stream().mapToLong(GvgaiPlay::ticks).sum();
            return new GameRecord(entryId, victories, average, ticks);
        }
    }
}
