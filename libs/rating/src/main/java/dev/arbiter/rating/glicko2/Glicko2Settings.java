package dev.arbiter.rating.glicko2;

import java.time.Duration;

/**
 * Glicko-2's parameters.
 *
 * @param initialRating        r of a new entry (the paper: 1500)
 * @param initialDeviation     RD of a new entry (the paper: 350); also the ceiling RD grows back to
 * @param initialVolatility    σ of a new entry (the paper: 0.06)
 * @param tau                  τ, how fast volatility may change (the paper: "between 0.3 and 1.2"; 0.5 in its example)
 * @param ratingPeriod         idle time that counts as one rating period without games
 * @param provisionalMatches   matches before a rating can stop being provisional
 * @param provisionalDeviation RD above which a rating is provisional
 */
public record Glicko2Settings(double initialRating, double initialDeviation, double initialVolatility, double tau,
                              Duration ratingPeriod, int provisionalMatches, double provisionalDeviation) {

    /**
     * The paper's values, a one-day rating period, and Lichess's provisional threshold (RD above
     * 110) together with at least 5 matches, so that one lucky first week is not shown as settled.
     */
    public static final Glicko2Settings DEFAULTS =
            new Glicko2Settings(1500.0, 350.0, 0.06, 0.5, Duration.ofDays(1), 5, 110.0);

    public Glicko2Settings {
        if (!(initialDeviation > 0) || !(initialVolatility > 0) || !(tau > 0)) {
            throw new IllegalArgumentException("RD, σ and τ must be positive");
        }
        if (ratingPeriod.isNegative() || ratingPeriod.isZero()) {
            throw new IllegalArgumentException("the rating period must be positive: " + ratingPeriod);
        }
    }

    public Glicko2Settings withTau(double newTau) {
        return new Glicko2Settings(initialRating, initialDeviation, initialVolatility, newTau, ratingPeriod,
                provisionalMatches, provisionalDeviation);
    }
}
