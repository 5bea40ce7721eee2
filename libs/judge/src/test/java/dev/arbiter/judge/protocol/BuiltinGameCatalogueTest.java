package dev.arbiter.judge.protocol;

import dev.arbiter.proto.v1.ProtocolId;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BuiltinGameCatalogueTest {

    @Test
    void eachBuiltinGameNamesTheProtocolThatJudgesItAndItsSeats() {
        assertThat(BuiltinGameCatalogue.names()).isEqualTo("rps, imitate, grammar, taboo");
        assertThat(BuiltinGameCatalogue.find("rps").orElseThrow().protocol()).isEqualTo(ProtocolId.PROTOCOL_ID_LMC1);
        assertThat(BuiltinGameCatalogue.find("grammar").orElseThrow().protocol()).isEqualTo(ProtocolId.PROTOCOL_ID_LMC2);
        assertThat(BuiltinGameCatalogue.find("taboo").orElseThrow().seats(2)).isFalse();
        assertThat(BuiltinGameCatalogue.find("rps").orElseThrow().seats(2)).isTrue();
        assertThat(BuiltinGameCatalogue.find("chess")).isEmpty();
    }

    @Test
    void aGameJudgedByNoProtocolOfThisJudgeCannotBeCatalogued() {
        assertThatThrownBy(() -> new BuiltinGameRules("go", ProtocolId.PROTOCOL_ID_UNSPECIFIED, 2, 2, 2, "Go"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is not a protocol");
        assertThatThrownBy(() -> new BuiltinGameRules("solo", ProtocolId.PROTOCOL_ID_LMC2, 1, 1, 2, "two seats of one"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 seats outside 1-1");
    }
}
