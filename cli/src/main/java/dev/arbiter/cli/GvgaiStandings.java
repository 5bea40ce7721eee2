package dev.arbiter.cli;

import dev.arbiter.judge.MatchResult;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.rating.aggregate.GvgaiFormulaOnePoints;
import dev.arbiter.rating.aggregate.GvgaiGameResult;
import dev.arbiter.rating.aggregate.GvgaiStanding;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A GVGAI tournament's standings: every entry's validation plays over its runs of the game, ranked as the
 * learning track ranks a game (victories, mean score, fewer ticks) with its Formula-1 points
 * ({@link GvgaiFormulaOnePoints}, libs/rating).
 */
final class GvgaiStandings {

    /** One entry's validation plays summed over its runs. */
    private static final class Tally {
        double victories;
        double scoreSum;
        double tickSum;
        double plays;

        void add(SeatResult seat) {
            Map<String, Double> s = seat.stats();
            double n = s.getOrDefault("plays", 0.0);
            victories += s.getOrDefault("victories", 0.0);
            scoreSum += s.getOrDefault("mean-score", 0.0) * n;
            tickSum += s.getOrDefault("mean-ticks", 0.0) * n;
            plays += n;
        }

        GvgaiGameResult result(String entry, String game) {
            return new GvgaiGameResult(entry, game, (int) victories, plays == 0 ? 0 : scoreSum / plays,
                    plays == 0 ? 0 : tickSum / plays, (int) plays);
        }
    }

    private GvgaiStandings() {
    }

    /** Standings of one-seat runs, each result's seat being the entry at its path. */
    static List<Map<String, Object>> rank(String game, List<MatchResult> results) {
        var tallies = new LinkedHashMap<String, Tally>();
        for (MatchResult r : results) {
            SeatResult seat = r.seats().getFirst();
            tallies.computeIfAbsent(seat.path(), p -> new Tally()).add(seat);
        }
        var rows = new ArrayList<GvgaiGameResult>();
        tallies.forEach((entry, tally) -> rows.add(tally.result(entry, game)));
        Map<String, GvgaiGameResult> byEntry = new LinkedHashMap<>();
        rows.forEach(row -> byEntry.put(row.entryId(), row));
        var table = new ArrayList<Map<String, Object>>();
        for (GvgaiStanding standing : new GvgaiFormulaOnePoints().rank(rows)) {
            GvgaiGameResult row = byEntry.get(standing.entryId());
            var out = new LinkedHashMap<String, Object>();
            out.put("rank", standing.rank());
            out.put("path", standing.entryId());
            out.put("points", standing.points());
            out.put("victories", row.victories());
            out.put("meanScore", row.meanScore());
            out.put("meanTicks", row.meanTicks());
            out.put("plays", row.plays());
            table.add(out);
        }
        return table;
    }

    static void print(String game, List<Map<String, Object>> table, int runs) {
        System.out.printf("%s: %d runs, ranked by victories, mean score, fewer ticks (Formula-1 points)%n", game, runs);
        System.out.printf("%4s %6s %9s %11s %11s  %s%n", "rank", "points", "victories", "mean score", "mean ticks", "player");
        for (Map<String, Object> row : table) {
            System.out.printf("%4d %6d %9d %11.2f %11.1f  %s%n", row.get("rank"), row.get("points"), row.get("victories"),
                    row.get("meanScore"), row.get("meanTicks"), row.get("path"));
        }
    }
}
