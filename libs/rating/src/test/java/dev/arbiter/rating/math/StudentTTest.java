package dev.arbiter.rating.math;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class StudentTTest {

    @Test
    void quantilesMatchPublishedTablesForOddAndEvenDegreesOfFreedom() {
        // Two-sided 95 % critical values, e.g. NIST/SEMATECH e-Handbook table 1.3.6.7.2.
        assertThat(StudentT.quantile(0.975, 1)).isCloseTo(12.706204736, within(1e-8));
        assertThat(StudentT.quantile(0.975, 2)).isCloseTo(4.302652730, within(1e-8));
        assertThat(StudentT.quantile(0.975, 3)).isCloseTo(3.182446305, within(1e-8));
        assertThat(StudentT.quantile(0.975, 10)).isCloseTo(2.228138852, within(1e-8));
        assertThat(StudentT.quantile(0.975, 30)).isCloseTo(2.042272456, within(1e-8));
        assertThat(StudentT.quantile(0.995, 9)).isCloseTo(3.249835542, within(1e-8));
    }

    @Test
    void manyDegreesOfFreedomApproachTheNormal() {
        assertThat(StudentT.quantile(0.975, 100_000)).isCloseTo(Normal.quantile(0.975), within(1e-4));
    }

    @Test
    void cdfIsSymmetricAboutZero() {
        assertThat(StudentT.cdf(0, 7)).isEqualTo(0.5);
        assertThat(StudentT.cdf(-1.3, 7) + StudentT.cdf(1.3, 7)).isCloseTo(1.0, within(1e-15));
        assertThat(StudentT.quantile(0.025, 4)).isEqualTo(-StudentT.quantile(0.975, 4));
    }
}
