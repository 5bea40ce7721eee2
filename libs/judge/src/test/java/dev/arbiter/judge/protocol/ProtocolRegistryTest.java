package dev.arbiter.judge.protocol;

import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.protocol.taboo.TabooGameSource;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.ProtocolId;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProtocolRegistryTest {

    private static final TabooGameSource NO_GAMES = (seed, options, count) -> java.util.List.of();

    private final ProtocolRegistry registry = new ProtocolRegistry(NO_GAMES);

    /**
     * The registry is keyed by ProtocolId, so it cannot referee a protocol the vocabulary lacks; this proves the
     * converse: every protocol the vocabulary names is refereed, by a module that says it is that protocol.
     */
    @Test
    void everyProtocolOfTheVocabularyIsRefereedByAModuleOfThatId() {
        assertThat(Vocabulary.protocols()).isNotEmpty();
        for (ProtocolId id : Vocabulary.protocols()) {
            assertThat(registry.protocol(id, Map.of()).id()).isEqualTo(id);
        }
        assertThat(registry.protocol(ProtocolId.PROTOCOL_ID_TABOO, Map.of()).needsGameProgram()).isFalse();
        assertThat(registry.protocol(ProtocolId.PROTOCOL_ID_LMC1, Map.of()).needsGameProgram()).isTrue();
    }

    @Test
    void aCompetitionsDialectReachesTheProtocol() {
        var lmc = (LmcProtocol) registry.protocol(ProtocolId.PROTOCOL_ID_LMC2, Map.of("lmc2.cmd.moveRequest", "speak"));
        assertThat(lmc.dialect().toString()).contains("speak");
    }

    @Test
    void theZeroValueIsNoProtocol() {
        assertThatThrownBy(() -> registry.protocol(ProtocolId.PROTOCOL_ID_UNSPECIFIED, Map.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no protocol");
    }

    @Test
    void aBadDialectKeyIsRefusedByItsName() {
        assertThatThrownBy(() -> registry.protocol(ProtocolId.PROTOCOL_ID_LMC1, Map.of("lmc2.cmd.nosuch", "x")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("lmc2.cmd.nosuch");
    }
}
