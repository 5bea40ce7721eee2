package dev.arbiter.rating.aggregate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class Lmc1MeanScorePerTurnTest {

    private final Lmc1MeanScorePerTurn lmc1 = new Lmc1MeanScorePerTurn();

    @Test
    void aGameTotalIsTheMeanOfPerTurnScoresSoShortAndLongMatchesWeighEqually() {
        List<Lmc1Standing> rows = lmc1.rank(List.of(
                new LmcScore("rps", "a", "b", 30, 100),
                new LmcScore("rps", "a", "b", 2, 4),
                new LmcScore("rps", "b", "a", -30, 100),
                new LmcScore("rps", "b", "a", -2, 4)));

        // (30/100 + 2/4) / 2 = 0.4, not 32/104.
        assertThat(rows.get(0).entryId()).isEqualTo("a");
        assertThat(rows.get(0).score()).isCloseTo(0.4, within(1e-15));
        assertThat(rows.get(1).score()).isCloseTo(-0.4, within(1e-15));
    }

    @Test
    void theRankingIsTheMeanOfGameTotals() {
        List<Lmc1Standing> rows = lmc1.rank(List.of(
                new LmcScore("rps", "a", "b", 25, 100), new LmcScore("rps", "b", "a", -25, 100),
                new LmcScore("grammar", "a", null, 50, 100), new LmcScore("grammar", "b", null, 90, 100)));

        // a: (0.25 + 0.5)/2 = 0.375; b: (−0.25 + 0.9)/2 = 0.325
        assertThat(rows).extracting(Lmc1Standing::entryId).containsExactly("a", "b");
        assertThat(rows.get(0).score()).isCloseTo(0.375, within(1e-15));
        assertThat(rows.get(1).score()).isCloseTo(0.325, within(1e-15));
        assertThat(rows.get(1).gameTotals()).containsEntry("grammar", 0.9);
    }

    @Test
    void equalMeansAreSeparatedByTheHeadToHeadSum() {
        List<Lmc1Standing> rows = lmc1.rank(List.of(
                new LmcScore("rps", "c", "d", 1, 4), new LmcScore("rps", "d", "c", -1, 4),
                new LmcScore("rps", "c", "f", -3, 4), new LmcScore("rps", "f", "c", 3, 4),
                new LmcScore("rps", "d", "f", -1, 4), new LmcScore("rps", "f", "d", 1, 4)));

        // c: (0.25 − 0.75)/2 = −0.25 = d: (−0.25 − 0.25)/2; c beat d head to head.
        assertThat(rows).extracting(Lmc1Standing::entryId).containsExactly("f", "c", "d");
        assertThat(rows).extracting(Lmc1Standing::rank).containsExactly(1, 2, 3);
        assertThat(rows.get(1).score()).isEqualTo(rows.get(2).score());
        assertThat(rows.get(1).headToHeadSum()).isEqualTo(1.0);
        assertThat(rows.get(2).headToHeadSum()).isEqualTo(-1.0);
    }

    @Test
    void aMatchWithoutScoredTurnsIsSkipped() {
        List<Lmc1Standing> rows = lmc1.rank(List.of(
                new LmcScore("rps", "a", "b", 5, 10), new LmcScore("rps", "a", "b", 0, 0)));

        assertThat(rows.get(0).score()).isEqualTo(0.5);
    }
}
