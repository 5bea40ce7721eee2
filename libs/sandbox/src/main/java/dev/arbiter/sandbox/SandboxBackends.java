package dev.arbiter.sandbox;

import dev.arbiter.sandbox.docker.DockerBackend;
import dev.arbiter.sandbox.docker.DockerBackendConfig;
import dev.arbiter.sandbox.local.LocalBackend;
import dev.arbiter.sandbox.local.LocalBackendConfig;
import dev.arbiter.sandbox.none.UnsandboxedBackend;

import java.util.List;

/** Every backend by the name the command line and the runner's config select it with. */
public final class SandboxBackends {

    /** The names, isolating ones first. */
    public static final List<String> NAMES = List.of(LocalBackend.NAME, DockerBackend.NAME, UnsandboxedBackend.NAME);

    private SandboxBackends() {
    }

    /** {@link #create(String, SandboxSettings)} with the settings of this process's environment. */
    public static Sandbox create(String name) throws SandboxException {
        return create(name, SandboxSettings.fromEnvironment());
    }

    /**
     * Creates the named backend, checking that this machine can run it.
     *
     * @throws SandboxException saying what the machine lacks (and which script fixes it), or that
     *                          the name is unknown
     */
    public static Sandbox create(String name, SandboxSettings settings) throws SandboxException {
        return switch (name) {
            case LocalBackend.NAME -> LocalBackend.create(LocalBackendConfig.from(settings));
            case DockerBackend.NAME -> DockerBackend.create(DockerBackendConfig.from(settings));
            case UnsandboxedBackend.NAME -> new UnsandboxedBackend();
            default -> throw new SandboxException("no sandbox backend '" + name + "'; there are " + String.join(", ", NAMES));
        };
    }
}
