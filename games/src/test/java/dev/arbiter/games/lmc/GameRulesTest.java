package dev.arbiter.games.lmc;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The scoring rules of the built-in games, checked against hand-worked cases. */
class GameRulesTest {

    @Test
    void roShamBoScoresWinsLossesDrawsAndIllegalMoves() {
        assertThat(RoShamBo.outcome("rock", "scissors")).isEqualTo(1);
        assertThat(RoShamBo.outcome("scissors", "paper")).isEqualTo(1);
        assertThat(RoShamBo.outcome("paper", "rock")).isEqualTo(1);
        assertThat(RoShamBo.outcome("rock", "paper")).isEqualTo(-1);
        assertThat(RoShamBo.outcome("paper", "paper")).isZero();
        assertThat(RoShamBo.outcome(null, "rock")).isEqualTo(-1);
        assertThat(RoShamBo.outcome("rock", null)).isEqualTo(1);
        assertThat(RoShamBo.outcome(null, null)).isEqualTo(-1);
    }

    @Test
    void imitateSimilarityRewardsMatchingPositionsAndPenalisesLength() {
        assertThat(Imitate.similarity("b a d", "b a d")).isEqualTo(1.0);
        assertThat(Imitate.similarity("b a d", "")).isEqualTo(-1.0);
        assertThat(Imitate.similarity("b a d", "b a")).isCloseTo(1.0 / 3, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(Imitate.similarity("b a", "b a d c")).isEqualTo(0.0);
        assertThat(Imitate.similarity("a", "b")).isEqualTo(-1.0);
    }

    @Test
    void scoresAreWrittenInTheirShortestExactForm() {
        assertThat(LmcGame.formatScore(1)).isEqualTo("1");
        assertThat(LmcGame.formatScore(-1)).isEqualTo("-1");
        assertThat(LmcGame.formatScore(0.5)).isEqualTo("0.5");
        assertThat(LmcGame.formatScore(-1.0 / 3)).isEqualTo("-0.3333");
        assertThat(LmcGame.formatScore(0)).isEqualTo("0");
    }
}
