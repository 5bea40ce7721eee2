package dev.arbiter.sandbox;

import dev.arbiter.sandbox.SandboxSettingNames.Setting;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** libs/sandbox/README.md's table of settings says what {@link SandboxSettings} reads: names, variables, defaults. */
class SandboxSettingsReadmeTest {

    /** "| `arbiter.x` | `ARBITER_X` | `default` or unset | meaning |". */
    private static final Pattern ROW = Pattern.compile("^\\| `(arbiter\\.[a-z.-]+)` \\| `([A-Z_]+)` \\| (`[^`]*`|unset) \\|",
            Pattern.MULTILINE);

    @Test
    void theReadmeTableListsEverySettingWithItsVariableAndDefault() throws Exception {
        var documented = new TreeMap<String, Setting>();
        Matcher row = ROW.matcher(Files.readString(Path.of("README.md")));
        while (row.find()) {
            String value = row.group(3);
            documented.put(row.group(1), new Setting(row.group(2),
                    value.equals("unset") ? null : value.substring(1, value.length() - 1)));
        }

        assertThat(SandboxSettingNames.all()).hasSize(8);
        assertThat(documented).isEqualTo(SandboxSettingNames.all());
    }
}
