package dev.arbiter.rating.math;

/**
 * Student's t distribution with integer degrees of freedom, for confidence intervals of means.
 *
 * <p>Uses the finite series of Abramowitz &amp; Stegun 26.7.3–26.7.4 for A(t|ν) = P(|T| ≤ t), exact
 * up to rounding for every integer ν, and bisection for quantiles. StrictMath only.
 */
public final class StudentT {

    private StudentT() {
    }

    /** P(T ≤ t) with {@code degreesOfFreedom} ≥ 1. */
    public static double cdf(double t, int degreesOfFreedom) {
        double central = centralProbability(Math.abs(t), degreesOfFreedom);
        return t >= 0 ? 0.5 + 0.5 * central : 0.5 - 0.5 * central;
    }

    /** The t with P(T ≤ t) = p, for p in (0, 1). */
    public static double quantile(double p, int degreesOfFreedom) {
        if (!(p > 0.0 && p < 1.0)) {
            throw new IllegalArgumentException("a probability strictly between 0 and 1 is needed, not " + p);
        }
        if (p < 0.5) {
            return -quantile(1.0 - p, degreesOfFreedom);
        }
        double target = 2.0 * p - 1.0;
        double low = 0.0;
        double high = 1.0;
        while (centralProbability(high, degreesOfFreedom) < target) {
            high *= 2.0;
        }
        while (true) {
            double middle = 0.5 * (low + high);
            if (middle == low || middle == high) {
                return middle;
            }
            if (centralProbability(middle, degreesOfFreedom) < target) {
                low = middle;
            } else {
                high = middle;
            }
        }
    }

    /** A(t|ν) = P(−t ≤ T ≤ t) for t ≥ 0. */
    static double centralProbability(double t, int nu) {
        if (nu < 1) {
            throw new IllegalArgumentException("degrees of freedom must be at least 1, not " + nu);
        }
        if (Double.isInfinite(t)) {
            return 1.0;
        }
        double denominator = StrictMath.sqrt(nu + t * t);
        double sin = t / denominator;
        double cos = StrictMath.sqrt(nu) / denominator;
        double cosSquared = cos * cos;
        if (nu % 2 == 0) {
            // sinθ [1 + ½cos²θ + (1·3)/(2·4)cos⁴θ + … + (1·3…(ν−3))/(2·4…(ν−2)) cos^(ν−2)θ]
            double coefficient = 1.0;
            double sum = 1.0;
            for (int k = 1; k <= (nu - 2) / 2; k++) {
                coefficient *= cosSquared * (2 * k - 1) / (2 * k);
                sum += coefficient;
            }
            return sin * sum;
        }
        // (2/π){θ + sinθ [cosθ + ⅔cos³θ + … + (2·4…(ν−3))/(1·3…(ν−2)) cos^(ν−2)θ]}, just 2θ/π for ν = 1
        double theta = StrictMath.atan2(t, StrictMath.sqrt(nu));
        double bracket = 0.0;
        if (nu > 1) {
            double coefficient = cos;
            bracket = cos;
            for (int k = 1; k <= (nu - 3) / 2; k++) {
                coefficient *= cosSquared * (2 * k) / (2 * k + 1);
                bracket += coefficient;
            }
        }
        return 2.0 / Math.PI * (theta + sin * bracket);
    }
}
