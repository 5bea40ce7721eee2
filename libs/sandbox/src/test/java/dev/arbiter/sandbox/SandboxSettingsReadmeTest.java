package dev.arbiter.sandbox;

import io.smallrye.config.ConfigMappings;
import io.smallrye.config.ConfigMappings.ConfigClass;
import io.smallrye.config.common.utils.StringUtil;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** libs/sandbox/README.md's table of settings says what {@link SandboxSettings} reads: names, variables, defaults. */
class SandboxSettingsReadmeTest {

    /** "| `arbiter.x` | `ARBITER_X` | `default` or unset | meaning |". */
    private static final Pattern ROW = Pattern.compile("^\\| `(arbiter\\.[a-z.-]+)` \\| `([A-Z_]+)` \\| (`[^`]*`|unset) \\|",
            Pattern.MULTILINE);

    private record Row(String variable, String defaultValue) {
    }

    @Test
    void theReadmeTableListsEverySettingWithItsVariableAndDefault() throws Exception {
        var documented = new TreeMap<String, Row>();
        Matcher row = ROW.matcher(Files.readString(Path.of("README.md")));
        while (row.find()) {
            String value = row.group(3);
            documented.put(row.group(1), new Row(row.group(2), value.equals("unset") ? null : value.substring(1, value.length() - 1)));
        }

        var mapped = new TreeMap<String, Row>();
        ConfigMappings.getProperties(ConfigClass.configClass(SandboxSettings.class, SandboxSettings.PREFIX))
                .forEach((name, property) -> mapped.put(name, new Row(variable(name),
                        property.hasDefaultValue() ? property.getDefaultValue() : null)));

        assertThat(mapped).hasSize(8);
        assertThat(documented).isEqualTo(mapped);
    }

    /** The variable SmallRye's environment source answers for the property. */
    private static String variable(String property) {
        return StringUtil.replaceNonAlphanumericByUnderscores(property).toUpperCase(Locale.ROOT);
    }
}
