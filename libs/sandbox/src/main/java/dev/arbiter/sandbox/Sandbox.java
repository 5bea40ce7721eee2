package dev.arbiter.sandbox;

import java.io.IOException;

/**
 * The port every isolation backend implements: start one program under limits and hand back its
 * three standard streams. The judge only ever talks to programs through this interface, so a match
 * plays the same way whether its entries run as plain children, under bubblewrap, or in containers.
 */
public interface Sandbox extends AutoCloseable {

    /** The backend's name as selected on the command line or in config ("none", "local", "docker"). */
    String name();

    /**
     * Starts a program. The returned process is running; its streams are open.
     *
     * @throws SandboxException when the program cannot be started (missing file, refused kind, engine down)
     */
    SandboxedProcess start(ProcessSpec spec) throws SandboxException;

    /**
     * This backend as builds of entries' sources use it: the same confinement, but where an entry sees a
     * curated system (the local backend's {@code EntryRoot}) a build also sees the toolchains (cc, make,
     * javac). Backends whose entries see one system for both return themselves.
     */
    default Sandbox forBuilds() {
        return this;
    }

    /**
     * How many starts so far took a sandbox prepared ahead ({@link Spares}) rather than making one: an operator's
     * check that entries really start fast in matches, not only in a benchmark. 0 for backends that prepare none.
     */
    default long spareStarts() {
        return 0;
    }

    /**
     * Returns once the sandboxes this backend is preparing ahead are ready (or given up): for tests and
     * benchmarks that mean to measure or prove a start that finds one. Backends that prepare none return at once.
     */
    default void awaitSpares() throws InterruptedException {
    }

    /** How a backend starts one program, for {@link #named}. */
    @FunctionalInterface
    interface Start {
        SandboxedProcess start(ProcessSpec spec) throws SandboxException;
    }

    /** A view of a backend under another name (a backend's variant, e.g. with nothing prepared ahead). */
    static Sandbox named(String name, Start start) {
        return new Sandbox() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public SandboxedProcess start(ProcessSpec spec) throws SandboxException {
                return start.start(spec);
            }
        };
    }

    /** Releases backend-wide resources (pools, engine connections). Processes must be killed first. */
    @Override
    default void close() throws IOException {
    }
}
