package dev.arbiter.judge.protocol;

import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.protocol.taboo.TabooGameSource;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProtocolRegistryTest {

    private static final TabooGameSource NO_GAMES = (seed, options, count) -> java.util.List.of();

    private final ProtocolRegistry registry = new ProtocolRegistry(NO_GAMES);

    @Test
    void everyIdMakesTheProtocolOfThatId() {
        for (String id : ProtocolRegistry.ids()) {
            assertThat(registry.protocol(id, Map.of()).id()).isEqualTo(id);
        }
        assertThat(registry.protocol("taboo", Map.of()).needsGameProgram()).isFalse();
        assertThat(registry.protocol("lmc1", Map.of()).needsGameProgram()).isTrue();
    }

    @Test
    void aCompetitionsDialectReachesTheProtocol() {
        var lmc = (LmcProtocol) registry.protocol("lmc2", Map.of("lmc2.cmd.moveRequest", "speak"));
        assertThat(lmc.dialect().toString()).contains("speak");
    }

    @Test
    void anUnknownIdIsRefusedNamingTheKnownOnes() {
        assertThatThrownBy(() -> registry.protocol("lmc3", Map.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'lmc3'").hasMessageContaining("lmc1, lmc2, taboo");
    }

    @Test
    void aBadDialectKeyIsRefusedByItsName() {
        assertThatThrownBy(() -> registry.protocol("lmc1", Map.of("lmc2.cmd.nosuch", "x")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("lmc2.cmd.nosuch");
    }
}
