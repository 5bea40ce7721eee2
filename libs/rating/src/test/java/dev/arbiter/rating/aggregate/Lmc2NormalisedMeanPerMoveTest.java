package dev.arbiter.rating.aggregate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class Lmc2NormalisedMeanPerMoveTest {

    @Test
    void averagesPerGameMinMaxNormalisedMeansPerMoveAndBreaksTiesByGamesWon() {
        List<Lmc2Standing> rows = new Lmc2NormalisedMeanPerMove().rank(List.of(
                new LmcScore("rps", "a", null, 40, 100),
                new LmcScore("rps", "b", null, 10, 100),
                new LmcScore("rps", "c", null, -20, 100),
                // a's two grammar sessions pool: (20 + 0) / (20 + 80) = 0.2, not the mean of 1.0 and 0.0
                new LmcScore("grammar", "a", null, 20, 20),
                new LmcScore("grammar", "a", null, 0, 80),
                new LmcScore("grammar", "b", null, 60, 100),
                new LmcScore("grammar", "c", null, 60, 100)));

        // rps normalised: a 1, b 0.5, c 0; grammar: a 0, b 1, c 1.  Overall: a 0.5, b 0.75, c 0.5.
        assertThat(rows).extracting(Lmc2Standing::entryId).containsExactly("b", "a", "c");
        assertThat(rows.get(0).score()).isCloseTo(0.75, within(1e-15));
        assertThat(rows.get(1).score()).isCloseTo(0.5, within(1e-15));
        assertThat(rows.get(2).score()).isCloseTo(0.5, within(1e-15));
        // a won rps, c shared grammar: one game each, so they stay tied.
        assertThat(rows).extracting(Lmc2Standing::gamesWon).containsExactly(1, 1, 1);
        assertThat(rows).extracting(Lmc2Standing::rank).containsExactly(1, 2, 2);
        assertThat(rows.get(1).meanScorePerMove()).containsEntry("grammar", 0.2).containsEntry("rps", 0.4);
    }

    @Test
    void moreGamesWonBreaksAnEqualAverage() {
        List<Lmc2Standing> rows = new Lmc2NormalisedMeanPerMove().rank(List.of(
                new LmcScore("g1", "a", null, 10, 10), new LmcScore("g1", "b", null, 0, 10), new LmcScore("g1", "c", null, 5, 10),
                new LmcScore("g2", "a", null, 0, 10), new LmcScore("g2", "b", null, 5, 10), new LmcScore("g2", "c", null, 5, 10),
                new LmcScore("g3", "a", null, 0, 10), new LmcScore("g3", "b", null, 10, 10), new LmcScore("g3", "c", null, 5, 10)));

        // a: (1 + 0 + 0)/3, b: (0 + 1 + 1)/3, c: (0.5 + 1 + 0.5)/3 — b and c tie at 2/3; b won g2 (shared) and g3, c only g2.
        assertThat(rows).extracting(Lmc2Standing::entryId).containsExactly("b", "c", "a");
        assertThat(rows).extracting(Lmc2Standing::rank).containsExactly(1, 2, 3);
    }
}
