package dev.arbiter.judge.protocol.lmc;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The dialect table reads lmc2.md §10's keys, accepts lmc1.md §9's older names, and refuses what it cannot use by name. */
class LmcDialectTest {

    @Test
    void theKeysAreThoseOfTheLmc2TableAndTheOlderNamesAreAliases() {
        assertThat(LmcDialect.keys()).contains("lmc2.cmd.new", "lmc2.cmd.exit", "lmc2.cmd.alphabet", "lmc2.cmd.moveRequest",
                "lmc2.cmd.gameEnd", "lmc2.chan.hint", "lmc2.chan.route", "lmc2.info.name");
        assertThat(LmcDialect.withOverrides(Map.of("lmc2.cmd.moveRequest", "speak")).cmdMove()).isEqualTo("speak");
        assertThat(LmcDialect.withOverrides(Map.of("lmc.cmd.moveRequest", "speak")).cmdMove()).isEqualTo("speak");
        assertThat(LmcDialect.withOverrides(Map.of("lmc.info.name", "iam")).infoName()).isEqualTo("iam");
        assertThat(LmcDialect.defaults().cmdMove()).isEqualTo("move");
    }

    @Test
    void anUnknownKeyIsRefusedByItsName() {
        assertThatThrownBy(() -> LmcDialect.withOverrides(Map.of("lmc2.cmd.moveRequst", "speak")))
                .hasMessageStartingWith("unknown LMC dialect key 'lmc2.cmd.moveRequst'");
    }

    @Test
    void aBadValueIsRefusedWithItsKey() {
        assertThatThrownBy(() -> LmcDialect.withOverrides(Map.of("lmc2.cmd.new", "")))
                .hasMessageContaining("'lmc2.cmd.new' must be one word");
        assertThatThrownBy(() -> LmcDialect.withOverrides(Map.of("lmc2.chan.route", "@player")))
                .hasMessageContaining("'lmc2.chan.route' must be one word");
        assertThatThrownBy(() -> LmcDialect.withOverrides(Map.of("lmc.comments", "yes")))
                .hasMessageContaining("'lmc.comments' must be true or false");
        assertThatThrownBy(() -> LmcDialect.withOverrides(Map.of("lmc.duplicateNames", "drop")))
                .hasMessageContaining("'lmc.duplicateNames' must be suffix or reject");
    }

    @Test
    void aKeyAndItsAliasWithDifferentValuesAreRefused() {
        assertThatThrownBy(() -> LmcDialect.withOverrides(Map.of("lmc.cmd.new", "begin", "lmc2.cmd.new", "start")))
                .hasMessageContaining("'lmc2.cmd.new' is given twice");
        assertThat(LmcDialect.withOverrides(Map.of("lmc.cmd.new", "begin", "lmc2.cmd.new", "begin")).cmdNew()).isEqualTo("begin");
    }
}
