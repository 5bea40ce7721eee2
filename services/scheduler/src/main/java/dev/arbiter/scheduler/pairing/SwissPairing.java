package dev.arbiter.scheduler.pairing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * One round of a Swiss system, for fields too large for a round robin: entries sorted by points so far
 * (ties in a seeded random order) meet the next entry below them they have not met yet. With an odd
 * field the lowest-placed entry that has not had a bye sits out. Each pairing is played in both seat
 * orders with one seed.
 */
public final class SwissPairing {

    private SwissPairing() {
    }

    /**
     * @param entries the frozen field
     * @param points  points so far per entry (win 1, draw 0.5)
     * @param met     pairs that have already played ({@link #pairKey})
     * @param byes    entries that have had a bye
     * @param round   1-based number of this Swiss round
     */
    public static List<Pairing> pair(List<Long> entries, Map<Long, Double> points, Set<String> met, Set<Long> byes,
                                     int round, long roundSeed) {
        var order = new ArrayList<>(entries);
        var random = new Random(Seeds.mix(roundSeed, round, 0x5155));
        java.util.Collections.shuffle(order, random);
        order.sort(Comparator.comparingDouble((Long e) -> -points.getOrDefault(e, 0.0)));
        if (order.size() % 2 == 1) {
            Long bye = order.reversed().stream().filter(e -> !byes.contains(e)).findFirst().orElse(order.getLast());
            order.remove(bye);
            byes.add(bye);
        }
        var matches = new ArrayList<Pairing>();
        var paired = new HashSet<Long>();
        int board = 0;
        for (int i = 0; i < order.size(); i++) {
            Long a = order.get(i);
            if (paired.contains(a)) {
                continue;
            }
            Long b = null;
            for (int j = i + 1; j < order.size(); j++) {
                Long candidate = order.get(j);
                if (!paired.contains(candidate) && !met.contains(pairKey(a, candidate))) {
                    b = candidate;
                    break;
                }
            }
            if (b == null) {
                // Everyone left has met a already: a rematch beats sitting out.
                b = order.subList(i + 1, order.size()).stream().filter(c -> !paired.contains(c)).findFirst().orElse(null);
            }
            if (b == null) {
                continue;
            }
            paired.add(a);
            paired.add(b);
            met.add(pairKey(a, b));
            long seed = Seeds.mix(roundSeed, round, board++);
            matches.add(new Pairing(List.of(a, b), seed));
            matches.add(new Pairing(List.of(b, a), seed));
        }
        return matches;
    }

    public static String pairKey(long a, long b) {
        return Math.min(a, b) + ":" + Math.max(a, b);
    }
}
