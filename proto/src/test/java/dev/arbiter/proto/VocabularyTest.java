package dev.arbiter.proto;

import dev.arbiter.proto.v1.LadderMethod;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class VocabularyTest {

    @Test
    void everyProtocolRoundTripsThroughItsName() {
        assertThat(Vocabulary.protocols()).hasSize(ProtocolId.values().length - 2);
        for (ProtocolId protocol : Vocabulary.protocols()) {
            assertThat(Vocabulary.protocol(Vocabulary.wireName(protocol))).isEqualTo(protocol);
        }
    }

    @Test
    void everyRankingMethodRoundTripsThroughItsName() {
        assertThat(Vocabulary.rankingMethods()).hasSize(RankingMethod.values().length - 2);
        for (RankingMethod method : Vocabulary.rankingMethods()) {
            assertThat(Vocabulary.rankingMethod(Vocabulary.wireName(method))).isEqualTo(method);
        }
    }

    @Test
    void everyLadderMethodRoundTripsThroughItsName() {
        assertThat(Vocabulary.ladderMethods()).hasSize(LadderMethod.values().length - 2);
        for (LadderMethod method : Vocabulary.ladderMethods()) {
            assertThat(Vocabulary.ladderMethod(Vocabulary.wireName(method))).isEqualTo(method);
        }
    }

    @Test
    void namesAreTheOnesUsersAlreadyType() {
        assertThat(Vocabulary.protocols().stream().map(Vocabulary::wireName))
                .containsExactly("lmc1", "lmc2", "taboo", "rddl", "gvgai");
        assertThat(Vocabulary.rankingMethods().stream().map(Vocabulary::wireName)).containsExactly("sum", "mean",
                "lowest-total", "mean-score-per-turn", "normalised-mean-per-move", "wins", "ippc", "gvgai-points");
        assertThat(Vocabulary.ladderMethods().stream().map(Vocabulary::wireName)).containsExactly("elo", "glicko2",
                "trueskill", "mean", "lowest-total", "mean-score-per-turn", "normalised-mean-per-move", "ippc",
                "gvgai-points");
    }

    @Test
    void anUnknownNameIsRefusedWithTheKnownOnes() {
        assertThatThrownBy(() -> Vocabulary.protocol("lmc3"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown protocol 'lmc3': one of lmc1, lmc2, taboo, rddl, gvgai");
        assertThatThrownBy(() -> Vocabulary.rankingMethod("Sum")).hasMessageContaining("unknown ranking method 'Sum'");
        assertThatThrownBy(() -> Vocabulary.ladderMethod("")).hasMessageContaining("unknown ladder method ''");
        assertThat(Vocabulary.findProtocol("unspecified")).isEmpty();
    }

    @Test
    void theZeroValueHasNoName() {
        assertThatThrownBy(() -> Vocabulary.wireName(ProtocolId.PROTOCOL_ID_UNSPECIFIED))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
