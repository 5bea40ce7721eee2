package dev.arbiter.rating.batch;

import static dev.arbiter.rating.TestResults.draw;
import static dev.arbiter.rating.TestResults.win;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.arbiter.rating.MatchResult;
import dev.arbiter.rating.MatchStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BradleyTerryTest {

    private final BradleyTerry maximumLikelihood = new BradleyTerry(Double.POSITIVE_INFINITY, 0.95);

    @Test
    void twoEntriesWithWWinsAndLLossesDifferByLogWOverLWithTheLogOddsStandardError() {
        List<MatchResult> results = record("a", "b", 7, 0, 3);

        BradleyTerryRanking ranking = maximumLikelihood.rank(results, "b");

        BradleyTerryStrength a = ranking.row("a");
        assertThat(a.strength()).isCloseTo(Math.log(7.0 / 3.0), within(1e-12));
        assertThat(a.standardError()).isCloseTo(Math.sqrt(1.0 / 7 + 1.0 / 3), within(1e-9));
        assertThat(a.interval().lower()).isCloseTo(Math.log(7.0 / 3.0) - 1.959963984540054 * Math.sqrt(1.0 / 7 + 1.0 / 3), within(1e-9));
        assertThat(ranking.row("b").strength()).isZero();
        assertThat(ranking.row("b").standardError()).isZero();
        assertThat(ranking.rows()).extracting(BradleyTerryStrength::entryId).containsExactly("a", "b");
        assertThat(a.games()).isEqualTo(10);
    }

    @Test
    void aDrawCountsHalfAWinToEachSide() {
        // 3 wins, 2 draws, 1 loss = 4 wins to 2: log 2.
        List<MatchResult> results = record("a", "b", 3, 2, 1);

        BradleyTerryRanking ranking = maximumLikelihood.rank(results, "b");

        assertThat(ranking.row("a").strength()).isCloseTo(Math.log(2), within(1e-12));
        assertThat(ranking.row("a").wins()).isEqualTo(4.0);
    }

    @Test
    void withoutAPriorAnUndefeatedEntryIsRefusedAndWithOneItStaysFinite() {
        List<MatchResult> results = record("a", "b", 5, 0, 0);

        assertThatThrownBy(() -> maximumLikelihood.rank(results, "b"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("without a prior");
        BradleyTerryStrength a = new BradleyTerry().rank(results, "b").row("a");
        assertThat(a.strength()).isBetween(2.0, 20.0);
        assertThat(a.standardError()).isFinite().isPositive();
    }

    @Test
    void thePriorsModeSolvesItsOwnFirstOrderCondition() {
        // Two entries, 5–0, prior N(0, 3²) on each: by symmetry θa = −θb = d/2, and the mode has
        // ∂/∂θa = 5(1 − p) − θa/9 = 0 with p = 1/(1 + e^−d).
        double d = new BradleyTerry().rank(record("a", "b", 5, 0, 0), "b").row("a").strength();

        double p = 1.0 / (1.0 + Math.exp(-d));
        assertThat(5 * (1 - p) - (d / 2) / 9).isCloseTo(0.0, within(1e-9));
    }

    @Test
    void theReferenceOnlyShiftsTheStrengths() {
        List<MatchResult> results = new ArrayList<>();
        results.addAll(record("a", "b", 6, 1, 3));
        results.addAll(record("b", "c", 5, 2, 4));
        results.addAll(record("c", "a", 2, 0, 7));
        BradleyTerry bradleyTerry = new BradleyTerry();

        BradleyTerryRanking fromA = bradleyTerry.rank(results, "a");
        BradleyTerryRanking fromC = bradleyTerry.rank(results, "c");

        double shift = fromA.row("c").strength();
        for (String entry : List.of("a", "b", "c")) {
            assertThat(fromC.row(entry).strength() + shift).isCloseTo(fromA.row(entry).strength(), within(1e-9));
        }
        assertThat(fromA.rows()).extracting(BradleyTerryStrength::rank).containsExactly(1, 2, 3);
    }

    @Test
    void errorsAndCancelledMatchesDoNotCount() {
        List<MatchResult> results = new ArrayList<>(record("a", "b", 7, 0, 3));
        results.add(win(1000, "b", "a").withStatus(MatchStatus.INFRASTRUCTURE_ERROR));
        results.add(win(1001, "b", "a").withStatus(MatchStatus.CANCELLED));

        assertThat(maximumLikelihood.rank(results, "b").row("a").strength()).isCloseTo(Math.log(7.0 / 3.0), within(1e-12));
    }

    @Test
    void recoversKnownStrengthsOfASyntheticRoundRobin() {
        double[] truth = {-1.5, -1.0, -0.5, 0.0, 0.25, 0.5, 1.0, 1.5};
        SplittableRandom random = new SplittableRandom(42);
        List<MatchResult> results = new ArrayList<>();
        long sequence = 0;
        for (int i = 0; i < truth.length; i++) {
            for (int j = i + 1; j < truth.length; j++) {
                double pI = 1.0 / (1.0 + Math.exp(truth[j] - truth[i]));
                for (int game = 0; game < 150; game++) {
                    boolean iWins = random.nextDouble() < pI;
                    results.add(iWins ? win(++sequence, "e" + i, "e" + j) : win(++sequence, "e" + j, "e" + i));
                }
            }
        }

        BradleyTerryRanking ranking = new BradleyTerry().rank(results, "e3");

        int covered = 0;
        for (int i = 0; i < truth.length; i++) {
            BradleyTerryStrength row = ranking.row("e" + i);
            assertThat(row.strength()).as("e" + i).isCloseTo(truth[i], within(3.5 * row.standardError()));
            assertThat(row.standardError()).as("e" + i).isBetween(i == 3 ? 0.0 : 0.05, i == 3 ? 0.0 : 0.15);
            covered += row.interval().contains(truth[i]) ? 1 : 0;
        }
        assertThat(covered).isGreaterThanOrEqualTo(6);
        assertThat(ranking.rows()).extracting(BradleyTerryStrength::entryId)
                .containsExactly("e7", "e6", "e5", "e4", "e3", "e2", "e1", "e0");
        assertThat(ranking.iterations()).isLessThan(20);
    }

    /** {@code wins} wins of {@code first}, then {@code draws} draws, then {@code losses} losses. */
    private static List<MatchResult> record(String first, String second, int wins, int draws, int losses) {
        List<MatchResult> results = new ArrayList<>();
        long base = (long) (first + second).hashCode() * 1000;
        for (int k = 0; k < wins; k++) {
            results.add(win(base + results.size(), first, second));
        }
        for (int k = 0; k < draws; k++) {
            results.add(draw(base + results.size(), first, second));
        }
        for (int k = 0; k < losses; k++) {
            results.add(win(base + results.size(), second, first));
        }
        return results;
    }
}
