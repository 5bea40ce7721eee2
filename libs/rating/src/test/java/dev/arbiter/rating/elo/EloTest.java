package dev.arbiter.rating.elo;

import static dev.arbiter.rating.TestResults.draw;
import static dev.arbiter.rating.TestResults.loss;
import static dev.arbiter.rating.TestResults.win;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class EloTest {

    private final Elo elo = new Elo(1500, 32);

    @Test
    void aWinBetweenEqualsMovesEachByHalfOfK() {
        List<EloRating> after = elo.update(List.of(elo.unrated(), elo.unrated()), win(1, "a", "b"));

        assertThat(after.get(0)).isEqualTo(new EloRating(1516.0, 1));
        assertThat(after.get(1)).isEqualTo(new EloRating(1484.0, 1));
    }

    @Test
    void anUnderdogWinMovesByKTimesItsMissingExpectation() {
        // Hand-worked: E(1500 vs 1700) = 1 / (1 + 10^(200/400)) = 0.2402530733; 32 × 0.7597469267 = 24.3119016.
        List<EloRating> after = elo.update(List.of(new EloRating(1700, 9), new EloRating(1500, 4)), loss(1, "a", "b"));

        assertThat(after.get(0).rating()).isCloseTo(1675.6880984, within(1e-6));
        assertThat(after.get(1).rating()).isCloseTo(1524.3119016, within(1e-6));
        assertThat(after).extracting(EloRating::matches).containsExactly(10, 5);
    }

    @Test
    void aDrawMovesTheLowerRatedUpByKTimesHalfMinusExpectation() {
        // 32 × (0.5 − 0.2402530733) = 8.3119016
        List<EloRating> after = elo.update(List.of(new EloRating(1700, 0), new EloRating(1500, 0)), draw(1, "a", "b"));

        assertThat(after.get(0).rating()).isCloseTo(1691.6880984, within(1e-6));
        assertThat(after.get(1).rating()).isCloseTo(1508.3119016, within(1e-6));
    }

    @Test
    void fourHundredPointsAheadExpectsTenToOne() {
        assertThat(Elo.expectedScore(1900, 1500)).isCloseTo(10.0 / 11.0, within(1e-15));
        assertThat(Elo.expectedScore(1500, 1500)).isEqualTo(0.5);
    }

    @Test
    void everyUpdateIsZeroSum() {
        List<EloRating> after = elo.update(List.of(new EloRating(1623.4, 3), new EloRating(1388.9, 7)), loss(1, "a", "b"));

        assertThat(after.get(0).rating() + after.get(1).rating()).isCloseTo(1623.4 + 1388.9, within(1e-9));
    }

    @Test
    void eloRatingsHaveNoUncertaintySoOnlyMatchesMakeThemProvisional() {
        assertThat(new EloRating(2000, 19).uncertainty()).isEmpty();
        assertThat(elo.defaultProvisionalRule().isProvisional(new EloRating(2000, 19))).isTrue();
        assertThat(elo.defaultProvisionalRule().isProvisional(new EloRating(2000, 20))).isFalse();
    }
}
