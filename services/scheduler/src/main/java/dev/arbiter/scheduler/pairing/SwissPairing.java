package dev.arbiter.scheduler.pairing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One round of a Swiss system, for fields too large for a round robin: entries sorted by points so far
 * (ties in a seeded random order) meet the nearest entry below them they have not met yet, searching
 * with backtracking so that the last boards are not forced into rematches. Only when no rematch-free
 * pairing exists does it accept rematches. With an odd field the lowest-placed entry that has not had a
 * bye sits out. Each pairing is played in both seat orders with one seed.
 */
public final class SwissPairing {

    /** Backtracking steps before settling for rematches; keeps a huge field's worst case bounded. */
    private static final int SEARCH_BUDGET = 200_000;

    private SwissPairing() {
    }

    /**
     * @param entries the frozen field
     * @param points  points so far per entry (win 1, draw 0.5)
     * @param met     pairs that have already played ({@link #pairKey}); this round's pairs are added
     * @param byes    entries that have had a bye; this round's is added
     * @param round   1-based number of this Swiss round
     * @param roundSeeds the round's stream of seeds: the draw of equal scores and each board's seed
     */
    public static List<Pairing> pair(List<Long> entries, Map<Long, Double> points, Set<String> met, Set<Long> byes,
                                     int round, Seeds roundSeeds) {
        var order = new ArrayList<>(entries);
        Collections.shuffle(order, roundSeeds.random(round, 0x5155));
        order.sort(Comparator.comparingDouble((Long e) -> -points.getOrDefault(e, 0.0)));
        if (order.size() % 2 == 1) {
            Long bye = order.reversed().stream().filter(e -> !byes.contains(e)).findFirst().orElse(order.getLast());
            order.remove(bye);
            byes.add(bye);
        }
        List<Long[]> boards = new ArrayList<>();
        int[] budget = {SEARCH_BUDGET};
        if (!search(order, met, boards, budget)) {
            boards.clear();
            for (int i = 0; i + 1 < order.size(); i += 2) {
                boards.add(new Long[]{order.get(i), order.get(i + 1)});
            }
        }
        var matches = new ArrayList<Pairing>();
        int board = 0;
        for (Long[] b : boards) {
            met.add(pairKey(b[0], b[1]));
            long seed = roundSeeds.seed(round, board++);
            matches.add(new Pairing(List.of(b[0], b[1]), seed));
            matches.add(new Pairing(List.of(b[1], b[0]), seed));
        }
        return matches;
    }

    private static boolean search(List<Long> remaining, Set<String> met, List<Long[]> boards, int[] budget) {
        if (remaining.isEmpty()) {
            return true;
        }
        if (--budget[0] < 0) {
            return false;
        }
        Long first = remaining.getFirst();
        for (int j = 1; j < remaining.size(); j++) {
            Long candidate = remaining.get(j);
            if (met.contains(pairKey(first, candidate))) {
                continue;
            }
            var rest = new ArrayList<>(remaining);
            rest.remove(j);
            rest.removeFirst();
            boards.add(new Long[]{first, candidate});
            if (search(rest, met, boards, budget)) {
                return true;
            }
            boards.removeLast();
        }
        return false;
    }

    public static String pairKey(long a, long b) {
        return Math.min(a, b) + ":" + Math.max(a, b);
    }
}
