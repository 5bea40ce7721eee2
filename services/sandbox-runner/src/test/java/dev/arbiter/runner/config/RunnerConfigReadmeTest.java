package dev.arbiter.runner.config;

import dev.arbiter.sandbox.SettingsTable;
import io.smallrye.config.ConfigMappings;
import io.smallrye.config.ConfigMappings.ConfigClass;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/** The README's configuration table lists every {@link RunnerConfig} property with the default the mapping gives it. */
class RunnerConfigReadmeTest {

    private static final String PREFIX = "arbiter.sandbox-runner";

    @Test
    void theReadmeTableListsEveryPropertyWithItsDefault() throws Exception {
        var documented = new TreeMap<String, String>();
        // | `arbiter.sandbox-runner.x` | `default` | meaning |
        SettingsTable.read(Path.of("README.md"), PREFIX + ".").forEach((property, cells) ->
                documented.put(property, SettingsTable.code(cells.get(0))));

        var mapped = new TreeMap<String, String>();
        ConfigMappings.getProperties(ConfigClass.configClass(RunnerConfig.class, PREFIX)).forEach((name, property) ->
                // A property with no default (runner-id) is computed at startup; the README says how.
                mapped.put(name, property.hasDefaultValue() ? property.getDefaultValue() : documented.get(name)));

        assertThat(mapped).containsKey(PREFIX + ".runner-id").hasSizeGreaterThan(15);
        assertThat(documented).isEqualTo(mapped);
    }
}
