package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.docker.DockerBackend;
import dev.arbiter.sandbox.docker.DockerBackendConfig;
import dev.arbiter.sandbox.docker.DockerBackends;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

import java.io.IOException;

/**
 * GVGAI learning clients in the docker backend, against the engine and images scripts/test provides; fails rather
 * than skips without them, unless ARBITER_SKIP_DOCKER_TESTS=1 (as the docker hostile-entry suite).
 */
class DockerBackendGvgaiClientTest extends GvgaiSandboxedClientSuite {

    private static DockerBackend backend;

    @BeforeAll
    static void createBackend() {
        backend = DockerBackends.createOrFail(DockerBackendConfig.fromEnvironment());
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
}
