package dev.arbiter.rating;

import java.util.List;
import java.util.function.BiPredicate;

/** Rank numbers for an already sorted list. */
public final class Ranks {

    private Ranks() {
    }

    /**
     * Standard competition ranks ("1224"): an item tied with the one before it shares its rank, and the
     * next untied item's rank counts everyone above it.
     */
    public static <T> int[] competition(List<T> sorted, BiPredicate<T, T> tied) {
        int[] ranks = new int[sorted.size()];
        for (int i = 0; i < ranks.length; i++) {
            ranks[i] = i > 0 && tied.test(sorted.get(i - 1), sorted.get(i)) ? ranks[i - 1] : i + 1;
        }
        return ranks;
    }
}
