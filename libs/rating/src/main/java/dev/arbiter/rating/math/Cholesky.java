package dev.arbiter.rating.math;

/**
 * Cholesky factorisation A = L·Lᵀ of a symmetric positive-definite matrix, for Newton steps and
 * covariance matrices. Dense, O(n³): official rounds have hundreds of entries, not thousands.
 */
public final class Cholesky {

    private final double[][] lower;

    /** @throws IllegalArgumentException if {@code matrix} is not positive definite */
    public Cholesky(double[][] matrix) {
        int n = matrix.length;
        lower = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= i; j++) {
                double sum = matrix[i][j];
                for (int k = 0; k < j; k++) {
                    sum -= lower[i][k] * lower[j][k];
                }
                if (i == j) {
                    if (!(sum > 0)) {
                        throw new IllegalArgumentException("matrix is not positive definite (pivot " + i + ")");
                    }
                    lower[i][i] = StrictMath.sqrt(sum);
                } else {
                    lower[i][j] = sum / lower[j][j];
                }
            }
        }
    }

    /** x with A·x = b. */
    public double[] solve(double[] b) {
        int n = lower.length;
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            double sum = b[i];
            for (int k = 0; k < i; k++) {
                sum -= lower[i][k] * y[k];
            }
            y[i] = sum / lower[i][i];
        }
        double[] x = new double[n];
        for (int i = n - 1; i >= 0; i--) {
            double sum = y[i];
            for (int k = i + 1; k < n; k++) {
                sum -= lower[k][i] * x[k];
            }
            x[i] = sum / lower[i][i];
        }
        return x;
    }

    /** A⁻¹, column by column. */
    public double[][] inverse() {
        int n = lower.length;
        double[][] inverse = new double[n][];
        for (int column = 0; column < n; column++) {
            double[] unit = new double[n];
            unit[column] = 1.0;
            inverse[column] = solve(unit);
        }
        return inverse; // symmetric, so rows and columns coincide
    }
}
