package dev.arbiter.sandbox;

import dev.arbiter.sandbox.docker.DockerBackendConfig;
import dev.arbiter.sandbox.local.EntryRoot;
import dev.arbiter.sandbox.local.LocalBackendConfig;
import dev.arbiter.sandbox.uid.UidRange;
import io.smallrye.config.EnvConfigSource;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfigBuilder;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The names scripts, manifests and the build set reach the backends, and what is left unset takes its default. */
class SandboxSettingsTest {

    private static SandboxSettings fromVariables(Map<String, String> environment) {
        return SandboxSettings.read(new SmallRyeConfigBuilder().withSources(new EnvConfigSource(environment, 300)));
    }

    @Test
    void theVariablesScriptsAndManifestsSetReachTheBackendConfigs() {
        var settings = fromVariables(Map.of(
                "ARBITER_SANDBOX_UIDS", "300000-300009",
                "ARBITER_SANDBOX_UID_LOCK_DIRECTORY", "/var/lib/arbiter-runner/uid-locks",
                "ARBITER_SANDBOX_ROOT_ADD", "node",
                "ARBITER_SANDBOX_SPARES", "0",
                "ARBITER_WINE_PREFIX", "/cache/wine-prefix",
                "ARBITER_CGROUP_PARENT", "/sys/fs/cgroup/delegated",
                "ARBITER_DOCKER_HOST", "unix:///run/engine.sock",
                "ARBITER_DOCKER_LINUX_IMAGE", "registry.example.org/arbiter/entry-linux:1",
                "ARBITER_DOCKER_WINE_IMAGE", "registry.example.org/arbiter/entry-wine:1",
                "ARBITER_DOCKER_CPUSET", "2-7"));

        var local = LocalBackendConfig.from(settings);
        assertThat(local.uids()).isEqualTo(new UidRange(300_000, 300_009));
        assertThat(local.uidLocks()).isEqualTo(Path.of("/var/lib/arbiter-runner/uid-locks"));
        assertThat(local.entryRoot()).isEqualTo(EntryRoot.DEFAULT.with("node"));
        assertThat(local.spares()).isZero();
        assertThat(local.winePrefix()).isEqualTo(Path.of("/cache/wine-prefix"));
        assertThat(local.cgroupParent()).isEqualTo("/sys/fs/cgroup/delegated");

        var docker = DockerBackendConfig.from(settings);
        assertThat(docker.dockerHost()).isEqualTo("unix:///run/engine.sock");
        assertThat(docker.linuxImage()).isEqualTo("registry.example.org/arbiter/entry-linux:1");
        assertThat(docker.wineImage()).isEqualTo("registry.example.org/arbiter/entry-wine:1");
        assertThat(docker.cpuset()).isEqualTo("2-7");
        assertThat(docker.uids()).isEqualTo(new UidRange(300_000, 300_009));
        assertThat(docker.uidLocks()).isEqualTo(Path.of("/var/lib/arbiter-runner/uid-locks"));
        assertThat(docker.spares()).isZero();
    }

    @Test
    void aSystemPropertyNamesTheSameSettingAsItsVariable() {
        // The build's surefire configuration hands the Wine prefix to tests this way.
        var settings = SandboxSettings.read(new SmallRyeConfigBuilder().withSources(
                new PropertiesConfigSource(Map.of("arbiter.wine.prefix", "/from/property"), "system", 400),
                new EnvConfigSource(Map.of("ARBITER_WINE_PREFIX", "/from/variable"), 300)));

        assertThat(settings.winePrefix()).contains(Path.of("/from/property"));
    }

    @Test
    void unsetSettingsTakeTheMappingsDefaults() {
        var settings = fromVariables(Map.of());

        assertThat(UidRange.parse(settings.uids())).isEqualTo(new UidRange(200_000, 200_999));
        assertThat(settings.uidLockDirectory()).as("this account's private state, not a shared path in /tmp")
                .isEqualTo(Path.of(System.getProperty("user.home"), ".local/share/arbiter/sandbox-uids"));
        assertThat(settings.rootAdd()).isEmpty();
        assertThat(settings.spares()).isEqualTo(4);
        assertThat(settings.winePrefix()).isEmpty();
        assertThat(settings.cgroupParent()).isEmpty();
        assertThat(settings.dockerHost()).isEmpty();
        assertThat(settings.dockerLinuxImage()).isEqualTo("arbiter/entry-linux:latest");
        assertThat(settings.dockerWineImage()).isEqualTo("arbiter/entry-wine:latest");
        assertThat(settings.dockerCpuset()).isEmpty();
    }

    @Test
    void withoutAnArbiterEngineTheDockerHostVariableChoosesIt() {
        assertThat(fromVariables(Map.of("DOCKER_HOST", "tcp://engine:2375")).dockerHost()).contains("tcp://engine:2375");
        assertThat(fromVariables(Map.of("DOCKER_HOST", "tcp://engine:2375", "ARBITER_DOCKER_HOST", "unix:///ours.sock"))
                .dockerHost()).contains("unix:///ours.sock");
    }

    @Test
    void withNoEngineNamedTheDockerBackendTakesAnEngineSocket() {
        assertThat(DockerBackendConfig.from(fromVariables(Map.of())).dockerHost())
                .isIn("unix:///var/run/docker.sock", "unix:///run/arbiter-docker/docker.sock");
    }
}
