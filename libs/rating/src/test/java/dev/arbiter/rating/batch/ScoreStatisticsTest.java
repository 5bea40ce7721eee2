package dev.arbiter.rating.batch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScoreStatisticsTest {

    @Test
    void theMeanIntervalIsStudentTTimesTheStandardErrorAndTheTotalsIsNTimesIt() {
        // Mean 5, sample standard deviation √(32/7); t(0.975, 7) = 2.364624252.
        ScoreStatistics statistics = ScoreStatistics.of(List.of(2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0), 0.95);

        double halfWidth = 2.364624252 * Math.sqrt(32.0 / 7.0) / Math.sqrt(8);
        assertThat(statistics.sum()).isEqualTo(40.0);
        assertThat(statistics.mean()).isEqualTo(5.0);
        assertThat(statistics.standardDeviation()).isCloseTo(Math.sqrt(32.0 / 7.0), within(1e-12));
        assertThat(statistics.meanInterval().lower()).isCloseTo(5.0 - halfWidth, within(1e-8));
        assertThat(statistics.meanInterval().upper()).isCloseTo(5.0 + halfWidth, within(1e-8));
        assertThat(statistics.sumInterval().upper()).isCloseTo(8 * (5.0 + halfWidth), within(1e-7));
    }

    @Test
    void oneGameGivesNoSpreadSoItsIntervalsAreUnbounded() {
        ScoreStatistics statistics = ScoreStatistics.of(List.of(3.5), 0.95);

        assertThat(statistics.mean()).isEqualTo(3.5);
        assertThat(statistics.meanInterval()).isEqualTo(Interval.UNBOUNDED);
    }

    @Test
    void theOrderOfTheScoresDoesNotChangeASingleBit() {
        List<Double> scores = List.of(0.1, 0.7, 1e-9, 3.3, 0.2, 1e9, 0.3);

        assertThat(ScoreStatistics.of(scores, 0.9)).isEqualTo(ScoreStatistics.of(scores.reversed(), 0.9));
    }
}
