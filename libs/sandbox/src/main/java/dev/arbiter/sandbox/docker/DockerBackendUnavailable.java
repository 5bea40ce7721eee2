package dev.arbiter.sandbox.docker;

import dev.arbiter.sandbox.SandboxException;

/** The docker backend cannot run here: no engine reachable, or its images are not built. The message says which fix applies. */
public final class DockerBackendUnavailable extends SandboxException {

    public DockerBackendUnavailable(String message) {
        super(message);
    }

    public DockerBackendUnavailable(String message, Throwable cause) {
        super(message, cause);
    }
}
