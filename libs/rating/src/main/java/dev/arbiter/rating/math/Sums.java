package dev.arbiter.rating.math;

import java.util.Collection;

/**
 * Floating-point sums that do not depend on the order of their terms: the terms are sorted first.
 * The results table returns rows in whatever order its plan likes, and a recomputed ranking must
 * still come out identical.
 */
public final class Sums {

    private Sums() {
    }

    public static double sum(Collection<Double> terms) {
        return terms.stream().mapToDouble(Double::doubleValue).sorted().sum();
    }

    public static double mean(Collection<Double> terms) {
        if (terms.isEmpty()) {
            throw new IllegalArgumentException("the mean of nothing");
        }
        return sum(terms) / terms.size();
    }
}
