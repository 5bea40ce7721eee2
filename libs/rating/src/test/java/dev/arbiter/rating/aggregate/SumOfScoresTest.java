package dev.arbiter.rating.aggregate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.rating.batch.Interval;
import java.util.List;
import org.junit.jupiter.api.Test;

class SumOfScoresTest {

    @Test
    void ranksByTotalWithAnIntervalNTimesThatOfTheMean() {
        List<ScoreTotal> rows = new SumOfScores().rank(List.of(
                new EntryScore("a", 3), new EntryScore("b", 10), new EntryScore("a", 5), new EntryScore("a", 4)));

        assertThat(rows).extracting(ScoreTotal::entryId).containsExactly("a", "b");
        assertThat(rows).extracting(ScoreTotal::score).containsExactly(12.0, 10.0);
        ScoreTotal a = rows.get(0);
        assertThat(a.statistics().sumInterval()).isEqualTo(a.statistics().meanInterval().times(3));
        assertThat(a.statistics().sumInterval().contains(12.0)).isTrue();
        assertThat(rows.get(1).statistics().sumInterval()).isEqualTo(Interval.UNBOUNDED);
    }

    @Test
    void equalTotalsShareARankAndAreListedByEntry() {
        List<ScoreTotal> rows = new SumOfScores().rank(List.of(
                new EntryScore("z", 2), new EntryScore("y", 1), new EntryScore("y", 1), new EntryScore("x", 1)));

        assertThat(rows).extracting(ScoreTotal::entryId).containsExactly("y", "z", "x");
        assertThat(rows).extracting(ScoreTotal::rank).containsExactly(1, 1, 3);
    }
}
