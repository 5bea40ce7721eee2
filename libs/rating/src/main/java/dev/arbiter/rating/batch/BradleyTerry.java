package dev.arbiter.rating.batch;

import dev.arbiter.rating.MatchResult;
import dev.arbiter.rating.Ranks;
import dev.arbiter.rating.math.Cholesky;
import dev.arbiter.rating.math.Normal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Batch Bradley–Terry ranking for an official round: P(i beats j) = 1/(1 + e^−(θi − θj)), fitted by
 * Newton's method on the log-likelihood (concave, so Newton with step halving converges in a handful
 * of steps and hands us the observed information for the intervals).
 *
 * <ul>
 *   <li>Ties count half a win to each side ({@link PairwiseRecord}).</li>
 *   <li>Regularisation: an independent Normal(0, s²) prior on every θ (default s = 3, i.e. ±1,300 Elo
 *       points at two sigmas). Without it an entry that won (or lost) every game has an infinite
 *       maximum-likelihood strength; with it the estimate is the finite posterior mode. Set s to
 *       infinity for the plain maximum likelihood, which then requires every entry to have both won and
 *       lost along some chain of results (a strongly connected record).</li>
 *   <li>Identifiability: strengths are reported relative to a reference entry, θ_reference = 0. The
 *       prior is on the absolute θ, so the choice of reference only shifts the reported numbers.</li>
 *   <li>Intervals: Wald intervals θ ± z·SE, with SE from the inverse of the observed information
 *       (plus the prior's) at the estimate: Var(θi − θref) = Cii + Crr − 2Cir.</li>
 * </ul>
 */
public final class BradleyTerry {

    public static final double DEFAULT_PRIOR_STANDARD_DEVIATION = 3.0;
    public static final double DEFAULT_CONFIDENCE_LEVEL = 0.95;
    private static final int MAX_ITERATIONS = 100;
    private static final double CONVERGED_STEP = 1e-10;

    private final double priorPrecision;
    private final double confidenceLevel;

    public BradleyTerry() {
        this(DEFAULT_PRIOR_STANDARD_DEVIATION, DEFAULT_CONFIDENCE_LEVEL);
    }

    /** @param priorStandardDeviation s of the Normal(0, s²) prior; {@code Double.POSITIVE_INFINITY} for none */
    public BradleyTerry(double priorStandardDeviation, double confidenceLevel) {
        if (!(priorStandardDeviation > 0)) {
            throw new IllegalArgumentException("the prior's standard deviation must be positive: " + priorStandardDeviation);
        }
        if (!(confidenceLevel > 0 && confidenceLevel < 1)) {
            throw new IllegalArgumentException("the confidence level must be in (0, 1): " + confidenceLevel);
        }
        this.priorPrecision = 1.0 / (priorStandardDeviation * priorStandardDeviation);
        this.confidenceLevel = confidenceLevel;
    }

    /** Ranks the round with the alphabetically first entry as reference. */
    public BradleyTerryRanking rank(Collection<MatchResult> results) {
        PairwiseRecord record = PairwiseRecord.of(results);
        if (record.size() == 0) {
            throw new IllegalArgumentException("no rated two-seat results to rank");
        }
        return fit(record, record.entryIds().get(0));
    }

    public BradleyTerryRanking rank(Collection<MatchResult> results, String referenceEntryId) {
        return fit(PairwiseRecord.of(results), referenceEntryId);
    }

    private BradleyTerryRanking fit(PairwiseRecord record, String referenceEntryId) {
        int reference = record.entryIds().indexOf(referenceEntryId);
        if (reference < 0) {
            throw new IllegalArgumentException("reference entry " + referenceEntryId + " played no rated match in the round");
        }
        if (priorPrecision == 0.0 && !record.isStronglyConnected()) {
            throw new IllegalArgumentException("without a prior the maximum likelihood is infinite: some entries "
                    + "never lost (or never won) against the rest, directly or through others");
        }
        // With a prior every θ is free; without one the reference is pinned at 0 to make the optimum unique.
        int[] free = freeIndices(record.size(), priorPrecision == 0.0 ? reference : -1);
        double[] theta = new double[record.size()];
        int iterations = 0;
        while (iterations < MAX_ITERATIONS) {
            iterations++;
            double[] step = new Cholesky(information(record, theta, free)).solve(gradient(record, theta, free));
            double scale = lineSearch(record, theta, free, step);
            double largest = 0.0;
            for (int k = 0; k < free.length; k++) {
                theta[free[k]] += scale * step[k];
                largest = Math.max(largest, Math.abs(scale * step[k]));
            }
            if (largest < CONVERGED_STEP) {
                break;
            }
        }
        double[][] covariance = new Cholesky(information(record, theta, free)).inverse();
        return ranking(record, reference, theta, free, covariance, iterations);
    }

    private BradleyTerryRanking ranking(PairwiseRecord record, int reference, double[] theta, int[] free,
                                        double[][] covariance, int iterations) {
        int[] position = new int[record.size()];
        Arrays.fill(position, -1);
        for (int k = 0; k < free.length; k++) {
            position[free[k]] = k;
        }
        double z = Normal.quantile(0.5 + confidenceLevel / 2.0);
        List<BradleyTerryStrength> rows = new ArrayList<>();
        for (int i = 0; i < record.size(); i++) {
            double strength = theta[i] - theta[reference];
            double variance = covarianceOf(covariance, position, i, i) + covarianceOf(covariance, position, reference, reference)
                    - 2.0 * covarianceOf(covariance, position, i, reference);
            double standardError = StrictMath.sqrt(Math.max(0.0, variance));
            rows.add(new BradleyTerryStrength(0, record.entryIds().get(i), strength, standardError,
                    Interval.around(strength, z * standardError), record.totalWins(i), record.totalGames(i)));
        }
        List<BradleyTerryStrength> ranked = Ranks.sortAndRank(rows,
                Comparator.comparingDouble(BradleyTerryStrength::strength).reversed().thenComparing(BradleyTerryStrength::entryId),
                (a, b) -> a.strength() == b.strength(), BradleyTerryStrength::withRank);
        return new BradleyTerryRanking(record.entryIds().get(reference), confidenceLevel, iterations, ranked);
    }

    private static double covarianceOf(double[][] covariance, int[] position, int i, int j) {
        return position[i] < 0 || position[j] < 0 ? 0.0 : covariance[position[i]][position[j]];
    }

    private static int[] freeIndices(int size, int pinned) {
        return IntStream.range(0, size).filter(i -> i != pinned).toArray();
    }

    private static double winProbability(double[] theta, int i, int j) {
        return 1.0 / (1.0 + StrictMath.exp(theta[j] - theta[i]));
    }

    /** ∂ log posterior / ∂θi = Σj [wins_ij (1 − p_ij) − wins_ji p_ij] − θi/s². */
    private double[] gradient(PairwiseRecord record, double[] theta, int[] free) {
        double[] gradient = new double[free.length];
        for (int k = 0; k < free.length; k++) {
            int i = free[k];
            double sum = -priorPrecision * theta[i];
            for (int j = 0; j < record.size(); j++) {
                if (j != i) {
                    double p = winProbability(theta, i, j);
                    sum += record.wins(i, j) * (1.0 - p) - record.wins(j, i) * p;
                }
            }
            gradient[k] = sum;
        }
        return gradient;
    }

    /** The negative Hessian: Σ games·p(1−p) on the diagonal (+ 1/s²), −games·p(1−p) off it. */
    private double[][] information(PairwiseRecord record, double[] theta, int[] free) {
        double[][] information = new double[free.length][free.length];
        for (int k = 0; k < free.length; k++) {
            int i = free[k];
            double diagonal = priorPrecision;
            for (int j = 0; j < record.size(); j++) {
                if (j != i) {
                    double p = winProbability(theta, i, j);
                    diagonal += record.games(i, j) * p * (1.0 - p);
                }
            }
            information[k][k] = diagonal;
            for (int l = 0; l < free.length; l++) {
                if (l != k) {
                    double p = winProbability(theta, i, free[l]);
                    information[k][l] = -record.games(i, free[l]) * p * (1.0 - p);
                }
            }
        }
        return information;
    }

    /** The largest of 1, ½, ¼ … that does not lower the log posterior (guards the first steps). */
    private double lineSearch(PairwiseRecord record, double[] theta, int[] free, double[] step) {
        double current = logPosterior(record, theta);
        double scale = 1.0;
        for (int halvings = 0; halvings < 40; halvings++, scale /= 2.0) {
            double[] candidate = theta.clone();
            for (int k = 0; k < free.length; k++) {
                candidate[free[k]] += scale * step[k];
            }
            if (logPosterior(record, candidate) >= current) {
                return scale;
            }
        }
        return scale;
    }

    private double logPosterior(PairwiseRecord record, double[] theta) {
        double sum = 0.0;
        for (int i = 0; i < record.size(); i++) {
            sum -= 0.5 * priorPrecision * theta[i] * theta[i];
            for (int j = 0; j < record.size(); j++) {
                if (j != i && record.wins(i, j) > 0) {
                    sum += record.wins(i, j) * logSigmoid(theta[i] - theta[j]);
                }
            }
        }
        return sum;
    }

    private static double logSigmoid(double x) {
        return x >= 0 ? -StrictMath.log1p(StrictMath.exp(-x)) : x - StrictMath.log1p(StrictMath.exp(x));
    }
}
