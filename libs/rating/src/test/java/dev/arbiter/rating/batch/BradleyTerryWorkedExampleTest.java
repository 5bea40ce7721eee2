package dev.arbiter.rating.batch;

import static dev.arbiter.rating.TestResults.win;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.arbiter.rating.MatchResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The worked example of Wikipedia's "Bradley–Terry model" article: four teams, 22 games, wins of the
 * row over the column
 * <pre>
 *        A  B  C  D
 *   A    -  2  0  1
 *   B    3  -  5  0
 *   C    0  3  -  1
 *   D    4  0  3  -
 * </pre>
 * whose iterated procedure converges to strengths p = (0.640, 1.043, 0.660, 2.270), normalised to a
 * geometric mean of 1. The maximum-likelihood fit (no prior) must find the same.
 */
class BradleyTerryWorkedExampleTest {

    private static final String[] TEAMS = {"A", "B", "C", "D"};
    private static final int[][] WINS = {{0, 2, 0, 1}, {3, 0, 5, 0}, {0, 3, 0, 1}, {4, 0, 3, 0}};
    private static final double[] PUBLISHED = {0.640, 1.043, 0.660, 2.270};

    @Test
    void theMaximumLikelihoodStrengthsAreThePublishedOnes() {
        var results = new ArrayList<MatchResult>();
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                for (int k = 0; k < WINS[i][j]; k++) {
                    results.add(win(results.size() + 1, TEAMS[i], TEAMS[j]));
                }
            }
        }
        assertThat(results).hasSize(22);

        BradleyTerryRanking ranking = new BradleyTerry(Double.POSITIVE_INFINITY, 0.95).rank(results, "B");

        double[] p = new double[4];
        double logMean = 0;
        for (int i = 0; i < 4; i++) {
            p[i] = Math.exp(ranking.row(TEAMS[i]).strength());
            logMean += Math.log(p[i]) / 4;
        }
        for (int i = 0; i < 4; i++) {
            assertThat(p[i] / Math.exp(logMean)).as(TEAMS[i]).isCloseTo(PUBLISHED[i], within(0.0005));
        }
        assertThat(ranking.rows()).extracting(BradleyTerryStrength::entryId).containsExactly("D", "B", "C", "A");
    }
}
