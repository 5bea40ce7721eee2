package dev.arbiter.sandbox;

import dev.arbiter.sandbox.SandboxSettingNames.Setting;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * libs/sandbox/README.md's table of settings says what {@link SandboxSettings} reads (names, variables, defaults),
 * and the one script that needs a setting's default before any Java runs agrees with the mapping.
 */
class SandboxSettingsReadmeTest {

    @Test
    void theReadmeTableListsEverySettingWithItsVariableAndDefault() throws Exception {
        var documented = new TreeMap<String, Setting>();
        // | `arbiter.x` | `ARBITER_X` | `default` or unset | meaning |
        SettingsTable.read(Path.of("README.md"), SandboxSettings.PREFIX + ".").forEach((property, cells) ->
                documented.put(property, new Setting(SettingsTable.code(cells.get(0)), SettingsTable.code(cells.get(1)))));

        assertThat(SandboxSettingNames.all()).hasSize(10);
        assertThat(documented).isEqualTo(SandboxSettingNames.all());
    }

}
