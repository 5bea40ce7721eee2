package dev.arbiter.rating.batch;

/** A two-sided confidence interval; unbounded sides are infinite. */
public record Interval(double lower, double upper) {

    public static final Interval UNBOUNDED = new Interval(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);

    public static Interval around(double centre, double halfWidth) {
        return new Interval(centre - halfWidth, centre + halfWidth);
    }

    public boolean contains(double value) {
        return lower <= value && value <= upper;
    }

    public Interval times(double factor) {
        return new Interval(lower * factor, upper * factor);
    }
}
