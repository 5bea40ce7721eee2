package dev.arbiter.rating.aggregate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class MeanOfScoresTest {

    @Test
    void ranksByMeanSoThatPlayingMoreMatchesIsNoAdvantage() {
        List<ScoreTotal> rows = new MeanOfScores().rank(List.of(
                new EntryScore("a", 3), new EntryScore("a", 5), new EntryScore("a", 4), new EntryScore("b", 6), new EntryScore("b", 4.5)));

        assertThat(rows).extracting(ScoreTotal::entryId).containsExactly("b", "a");
        assertThat(rows).extracting(ScoreTotal::score).containsExactly(5.25, 4.0);
        assertThat(rows.get(1).statistics().meanInterval().contains(4.0)).isTrue();
        assertThat(rows.get(1).statistics().meanInterval().lower()).isLessThan(4.0);
    }
}
