package dev.arbiter.rating.math;

/**
 * The standard normal distribution, computed with {@link StrictMath} only so that every JVM gives
 * the same bits (Java has no erf; an approximation of limited accuracy would also skew TrueSkill's
 * upset updates, which divide two tiny tail probabilities).
 *
 * <p>Tails go through the Mills ratio R(z) = Φc(z)/φ(z): a power series for z &lt; 2, Laplace's
 * continued fraction for z ≥ 2. Both are within a few ulps of the truth over the whole range, and
 * ratios of tail probabilities can be formed from R without underflow.
 */
public final class Normal {

    private static final double INVERSE_SQRT_TWO_PI = 0.3989422804014327;
    private static final double CONTINUED_FRACTION_FROM = 2.0;
    /** Depth of the continued fraction: enough for full double precision at z ≥ 2. */
    private static final int CONTINUED_FRACTION_DEPTH = 100;

    private Normal() {
    }

    /** φ(x), the density. */
    public static double density(double x) {
        return INVERSE_SQRT_TWO_PI * StrictMath.exp(-0.5 * x * x);
    }

    /** Φ(x) = P(Z ≤ x). */
    public static double cdf(double x) {
        return upperTail(-x);
    }

    /** Φc(z) = P(Z &gt; z) = 1 − Φ(z), accurate relative to its own size far into the tail. */
    public static double upperTail(double z) {
        if (z < 0) {
            return 1.0 - upperTail(-z);
        }
        return density(z) * millsRatio(z);
    }

    /** R(z) = Φc(z)/φ(z). Finite for every z above about −37 (beyond, φ underflows). */
    public static double millsRatio(double z) {
        if (z >= CONTINUED_FRACTION_FROM) {
            // R(z) = 1/(z + 1/(z + 2/(z + 3/(z + …)))), evaluated from a fixed depth inwards.
            double tail = z;
            for (int k = CONTINUED_FRACTION_DEPTH; k >= 1; k--) {
                tail = z + k / tail;
            }
            return 1.0 / tail;
        }
        // Φc(z) = ½ − φ(z)·Σ z^(2n+1)/(2n+1)!!  ⇒  R(z) = ½/φ(z) − Σ …
        double sum = 0.0;
        double term = z;
        for (int n = 0; sum + term != sum; n++) {
            sum += term;
            term *= z * z / (2 * n + 3);
        }
        return 0.5 / density(z) - sum;
    }

    /** Φ⁻¹(p), by bisection on {@link #cdf}: slow (≈ 100 evaluations), accurate to what p itself resolves. */
    public static double quantile(double p) {
        if (!(p > 0.0 && p < 1.0)) {
            throw new IllegalArgumentException("a probability strictly between 0 and 1 is needed, not " + p);
        }
        double low = -40.0;
        double high = 40.0;
        while (true) {
            double middle = 0.5 * (low + high);
            if (middle == low || middle == high) {
                return middle;
            }
            if (cdf(middle) < p) {
                low = middle;
            } else {
                high = middle;
            }
        }
    }
}
