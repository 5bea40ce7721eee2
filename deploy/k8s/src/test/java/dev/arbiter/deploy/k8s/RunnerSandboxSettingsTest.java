package dev.arbiter.deploy.k8s;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.sandbox.SandboxSettingNames;
import dev.arbiter.sandbox.SandboxSettingNames.Setting;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The runners' ConfigMap sets sandbox backend settings only by names libs/sandbox reads, and the README's table
 * of where each setting is set names exactly those.
 */
class RunnerSandboxSettingsTest {

    private static final String RUNNER_CONFIG_MAP = "arbiter-sandbox-runner";
    /** The runner's own settings (its RunnerConfig); every other ARBITER_* key of its ConfigMap is a sandbox setting. */
    private static final String RUNNER_PREFIX = "ARBITER_SANDBOX_RUNNER_";

    private static Set<String> sandboxVariablesSet(String overlay) throws Exception {
        List<JsonNode> objects = Kustomize.build(overlay);
        JsonNode configMap = objects.stream()
                .filter(o -> o.path("kind").asText().equals("ConfigMap"))
                .filter(o -> o.path("metadata").path("name").asText().equals(RUNNER_CONFIG_MAP))
                .findFirst().orElseThrow(() -> new AssertionError("no ConfigMap " + RUNNER_CONFIG_MAP + " in " + overlay));
        var variables = new TreeSet<String>();
        configMap.path("data").fieldNames().forEachRemaining(variables::add);
        variables.removeIf(v -> v.startsWith(RUNNER_PREFIX));
        return variables;
    }

    private static Set<String> knownVariables() {
        return SandboxSettingNames.all().values().stream().map(Setting::variable).collect(Collectors.toSet());
    }

    @ParameterizedTest
    @ValueSource(strings = {"overlays/dev", "overlays/prod"})
    void theRunnersConfigMapSetsOnlySettingsTheSandboxLibraryReads(String overlay) throws Exception {
        Set<String> set = sandboxVariablesSet(overlay);

        assertThat(set).contains("ARBITER_DOCKER_HOST");
        assertThat(knownVariables()).containsAll(set);
    }

    /** Per-uid kernel limits are per node: two runner pods there must draw their runs' uids from one set of locks. */
    @ParameterizedTest
    @ValueSource(strings = {"overlays/dev", "overlays/prod"})
    void everyRunnerPodOfANodeTakesItsUidsFromTheNodesLocks(String overlay) throws Exception {
        List<JsonNode> objects = Kustomize.build(overlay);
        String lockDirectory = objects.stream()
                .filter(o -> o.path("kind").asText().equals("ConfigMap"))
                .filter(o -> o.path("metadata").path("name").asText().equals(RUNNER_CONFIG_MAP))
                .findFirst().orElseThrow().path("data").path("ARBITER_SANDBOX_UID_LOCK_DIRECTORY").asText();
        JsonNode pod = objects.stream()
                .filter(o -> o.path("kind").asText().equals("Deployment"))
                .filter(o -> o.path("metadata").path("name").asText().equals("arbiter-sandbox-runner"))
                .findFirst().orElseThrow().path("spec").path("template").path("spec");
        JsonNode runner = null;
        for (JsonNode container : pod.path("containers")) {
            if (container.path("name").asText().equals("sandbox-runner")) {
                runner = container;
            }
        }
        assertThat(runner).as("the sandbox-runner container").isNotNull();
        String volume = null;
        for (JsonNode mount : runner.path("volumeMounts")) {
            if (mount.path("mountPath").asText().equals(lockDirectory)) {
                volume = mount.path("name").asText();
            }
        }
        assertThat(volume).as("the runner container mounts " + lockDirectory).isNotNull();
        for (JsonNode candidate : pod.path("volumes")) {
            if (candidate.path("name").asText().equals(volume)) {
                assertThat(candidate.has("hostPath")).as("volume " + volume + " is the node's, not the pod's").isTrue();
                return;
            }
        }
        throw new AssertionError("no volume " + volume);
    }

    @Test
    void theReadmeNamesTheSandboxSettingsTheConfigMapSets() throws Exception {
        String row = Files.readAllLines(Kustomize.HOME.resolve("README.md")).stream()
                .filter(line -> line.contains("libs/sandbox/README.md") && line.contains("ConfigMap `" + RUNNER_CONFIG_MAP + "`"))
                .findFirst().orElseThrow(() -> new AssertionError("no README row for the sandbox settings"));
        var properties = new TreeSet<String>();
        var variables = new TreeSet<String>();
        Pattern.compile("`(arbiter\\.[a-z.-]+)`").matcher(row).results().forEach(m -> properties.add(m.group(1)));
        Pattern.compile("`(ARBITER_[A-Z_]+)`").matcher(row).results().forEach(m -> variables.add(m.group(1)));

        assertThat(variables).isEqualTo(sandboxVariablesSet("overlays/prod"));
        assertThat(properties.stream().map(p -> SandboxSettingNames.all().get(p)).map(s -> s == null ? null : s.variable()))
                .containsExactlyInAnyOrderElementsOf(variables);
    }
}
