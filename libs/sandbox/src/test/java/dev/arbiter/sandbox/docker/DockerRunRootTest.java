package dev.arbiter.sandbox.docker;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The docker backend's run directories (each run's stdio FIFOs, bind-mounted into its container) are in the runner
 * account's private state, not at a path in /tmp that another local user could plant a link at before the (root)
 * runner writes through it.
 */
class DockerRunRootTest {

    @Test
    void runDirectoriesLiveInTheRunnersPrivateStateNotInTmp() {
        Path runRoot = DockerBackendConfig.fromEnvironment().runRoot();

        assertThat(runRoot.startsWith(Path.of(System.getProperty("java.io.tmpdir")))).as(runRoot + " in tmp").isFalse();
        assertThat(runRoot).startsWithRaw(Path.of(System.getProperty("user.home"), ".local/share/arbiter"))
                .hasFileName("arbiter-docker-" + ProcessHandle.current().pid());
    }
}
