package dev.arbiter.judge.hostile;

import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.uid.UidRange;
import dev.arbiter.sandbox.docker.DockerBackend;
import dev.arbiter.sandbox.docker.DockerBackendConfig;
import dev.arbiter.sandbox.docker.DockerBackends;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

import java.io.IOException;
import java.util.List;

/**
 * The hostile-entry suite on the docker backend, against the real engine scripts/test starts (images
 * from scripts/docker-images.sh). Fails, never skips, when the engine is missing, unless a developer
 * without Docker sets ARBITER_SKIP_DOCKER_TESTS=1.
 */
class DockerBackendHostileEntryTest extends HostileEntrySuite {

    private static DockerBackend backend;
    private static DockerBackendConfig config;

    @BeforeAll
    static void createBackend() {
        config = DockerBackendConfig.fromEnvironment();
        backend = DockerBackends.createOrFail(config);
    }

    @AfterAll
    static void closeBackend() throws IOException {
        if (backend != null) {
            backend.close();
        }
    }

    @Override
    protected Sandbox sandbox() {
        return backend;
    }

    @Override
    protected List<String> residue() {
        return backend.residue();
    }

    @Override
    protected UidRange entryUids() {
        return config.uids();
    }

    @Override
    protected String devWriteRefusal() {
        return "Permission denied";
    }
}
