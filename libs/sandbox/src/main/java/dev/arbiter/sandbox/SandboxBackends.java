package dev.arbiter.sandbox;

import dev.arbiter.sandbox.docker.DockerBackend;
import dev.arbiter.sandbox.local.LocalBackend;
import dev.arbiter.sandbox.none.UnsandboxedBackend;

import java.util.List;

/** Every backend by the name the command line and the runner's config select it with. */
public final class SandboxBackends {

    /** The names, isolating ones first. */
    public static final List<String> NAMES = List.of(LocalBackend.NAME, DockerBackend.NAME, UnsandboxedBackend.NAME);

    private SandboxBackends() {
    }

    /**
     * Creates the named backend, checking that this machine can run it.
     *
     * @throws SandboxException saying what the machine lacks (and which script fixes it), or that
     *                          the name is unknown
     */
    public static Sandbox create(String name) throws SandboxException {
        return switch (name) {
            case LocalBackend.NAME -> LocalBackend.create();
            case DockerBackend.NAME -> DockerBackend.create();
            case UnsandboxedBackend.NAME -> new UnsandboxedBackend();
            default -> throw new SandboxException("no sandbox backend '" + name + "'; there are " + String.join(", ", NAMES));
        };
    }
}
