package dev.arbiter.sandbox.docker;

import static org.junit.jupiter.api.Assumptions.assumeFalse;

/** For tests: the docker backend on the engine the project's scripts start, or a failure that says how to get one. */
public final class DockerBackends {

    private DockerBackends() {
    }

    /**
     * Fails when no engine answers or the images are missing, with the script that fixes it, so CI
     * (whose scripts/test starts the engine and builds the images) never skips silently. A developer
     * without Docker sets ARBITER_SKIP_DOCKER_TESTS=1 to skip instead.
     */
    public static DockerBackend createOrFail(DockerBackendConfig config) {
        try {
            return DockerBackend.create(config);
        } catch (DockerBackendUnavailable e) {
            assumeFalse("1".equals(System.getenv("ARBITER_SKIP_DOCKER_TESTS")), "docker backend unavailable: " + e.getMessage());
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
