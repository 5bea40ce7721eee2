package dev.arbiter.runner.config;

import dev.arbiter.sandbox.SandboxSettings;
import dev.arbiter.sandbox.docker.DockerBackendConfig;
import dev.arbiter.sandbox.local.LocalBackendConfig;
import dev.arbiter.testing.KafkaTestResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The runner reads the sandbox settings through Quarkus under the names and defaults {@code ./arbiter match}, the
 * benchmarks and tests read them by ({@link SandboxSettings#fromEnvironment()}): the same backends either way.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
class SandboxConfigTest {

    @Inject
    SandboxConfig config;

    @Test
    void theRunnerBuildsTheBackendsEveryOtherUserOfTheSandboxLibraryBuilds() {
        var elsewhere = SandboxSettings.fromEnvironment();

        assertThat(LocalBackendConfig.from(config)).isEqualTo(LocalBackendConfig.from(elsewhere));
        assertThat(DockerBackendConfig.from(config)).isEqualTo(DockerBackendConfig.from(elsewhere));
    }

    @Test
    void aSettingGivenToTheRunnerByItsLibraryNameReachesTheBackend() {
        // The build hands every test JVM the project's Wine prefix as the system property arbiter.wine.prefix.
        assertThat(System.getProperty("arbiter.wine.prefix")).isNotBlank();

        assertThat(LocalBackendConfig.from(config).winePrefix()).isEqualTo(Path.of(System.getProperty("arbiter.wine.prefix")));
    }
}
