package dev.arbiter.rating;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
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

    /**
     * {@code rows} sorted by {@code order}, each given its competition rank by {@code withRank}.
     * {@code order} should end in a total tie-break (the entry id) so the listing never depends on
     * the input's order; {@code tied} says which neighbours share a rank.
     */
    public static <T> List<T> sortAndRank(Collection<T> rows, Comparator<? super T> order, BiPredicate<T, T> tied,
                                          RankSetter<T> withRank) {
        List<T> sorted = new ArrayList<>(rows);
        sorted.sort(order);
        int[] ranks = competition(sorted, tied);
        List<T> ranked = new ArrayList<>(sorted.size());
        for (int i = 0; i < sorted.size(); i++) {
            ranked.add(withRank.withRank(sorted.get(i), ranks[i]));
        }
        return List.copyOf(ranked);
    }

    /** Copies a row with its rank filled in. */
    @FunctionalInterface
    public interface RankSetter<T> {
        T withRank(T row, int rank);
    }
}
