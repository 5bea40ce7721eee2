package dev.arbiter.rating.batch;

import dev.arbiter.rating.math.StudentT;
import java.util.Arrays;
import java.util.Collection;

/**
 * An entry's scores over the games of a round, with Student-t confidence intervals: the mean is
 * mean ± t(n−1) · s/√n, and the total is n times that (the total it would reach over the same
 * number of games again). One game gives no spread, so its intervals are unbounded.
 *
 * <p>Scores are summed in sorted order, so the result does not depend on the order the results
 * table returned them in.
 */
public record ScoreStatistics(int count, double sum, double mean, double standardDeviation, Interval meanInterval,
                              Interval sumInterval) {

    public static ScoreStatistics of(Collection<Double> scores, double confidenceLevel) {
        if (scores.isEmpty()) {
            throw new IllegalArgumentException("no scores");
        }
        if (!(confidenceLevel > 0 && confidenceLevel < 1)) {
            throw new IllegalArgumentException("the confidence level must be in (0, 1): " + confidenceLevel);
        }
        double[] sorted = scores.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        double sum = Arrays.stream(sorted).sum();
        double mean = sum / n;
        if (n == 1) {
            return new ScoreStatistics(1, sum, mean, Double.NaN, Interval.UNBOUNDED, Interval.UNBOUNDED);
        }
        double squares = 0.0;
        for (double score : sorted) {
            squares += (score - mean) * (score - mean);
        }
        double standardDeviation = StrictMath.sqrt(squares / (n - 1));
        double t = StudentT.quantile(0.5 + confidenceLevel / 2.0, n - 1);
        Interval meanInterval = Interval.around(mean, t * standardDeviation / StrictMath.sqrt(n));
        return new ScoreStatistics(n, sum, mean, standardDeviation, meanInterval, meanInterval.times(n));
    }
}
