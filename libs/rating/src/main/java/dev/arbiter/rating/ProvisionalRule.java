package dev.arbiter.rating;

/**
 * When a rating is too young to be trusted: fewer than {@code minimumMatches} rated matches, or an
 * uncertainty above {@code maximumUncertainty}. Either condition alone makes it provisional.
 *
 * @param minimumMatches     matches needed before a rating stops being provisional
 * @param maximumUncertainty largest uncertainty (in the method's own units) of an established rating;
 *                           {@code Double.POSITIVE_INFINITY} to decide by matches alone
 */
public record ProvisionalRule(int minimumMatches, double maximumUncertainty) {

    public ProvisionalRule {
        if (minimumMatches < 0) {
            throw new IllegalArgumentException("minimumMatches must not be negative: " + minimumMatches);
        }
        if (!(maximumUncertainty > 0)) {
            throw new IllegalArgumentException("maximumUncertainty must be positive: " + maximumUncertainty);
        }
    }

    public static ProvisionalRule byMatches(int minimumMatches) {
        return new ProvisionalRule(minimumMatches, Double.POSITIVE_INFINITY);
    }

    public boolean isProvisional(Rating rating) {
        return rating.matches() < minimumMatches
                || rating.uncertainty().orElse(0.0) > maximumUncertainty;
    }
}
