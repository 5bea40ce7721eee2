package dev.arbiter.rating.math;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class NormalTest {

    // Reference values: ½·erfc(∓x/√2) from the C library, printed with repr().

    @Test
    void cdfMatchesReferenceValuesNearTheCentre() {
        assertThat(Normal.cdf(0)).isEqualTo(0.5);
        assertThat(Normal.cdf(1)).isCloseTo(0.8413447460685429, within(2e-16));
        assertThat(Normal.cdf(-1)).isCloseTo(0.15865525393145707, within(2e-16));
    }

    @Test
    void upperTailKeepsItsRelativeAccuracyFarOut() {
        assertThat(Normal.upperTail(3)).isCloseTo(0.0013498980316300957, within(0.0013498980316300957 * 1e-14));
        assertThat(Normal.upperTail(5)).isCloseTo(2.866515718791946e-07, within(2.866515718791946e-07 * 1e-14));
        assertThat(Normal.upperTail(10)).isCloseTo(7.619853024160593e-24, within(7.619853024160593e-24 * 1e-13));
        assertThat(Normal.upperTail(30)).isCloseTo(4.906713927148764e-198, within(4.906713927148764e-198 * 1e-12));
    }

    @Test
    void seriesAndContinuedFractionAgreeWhereTheyMeet() {
        double below = Normal.millsRatio(Math.nextDown(2.0));
        double at = Normal.millsRatio(2.0);

        assertThat(below).isCloseTo(at, within(at * 1e-13));
    }

    @Test
    void quantileInvertsTheCdf() {
        assertThat(Normal.quantile(0.975)).isCloseTo(1.9599639845400536, within(1e-14));
        assertThat(Normal.quantile(0.55)).isCloseTo(0.12566134685507413, within(1e-15));
        assertThat(Normal.quantile(0.025)).isCloseTo(-1.9599639845400536, within(1e-14));
        assertThatThrownBy(() -> Normal.quantile(1.0)).isInstanceOf(IllegalArgumentException.class);
    }
}
