package dev.arbiter.sandbox;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.CompletableFuture;

/** A running program inside a sandbox. */
public interface SandboxedProcess {

    /** The program's standard input. Closing it delivers end-of-file. */
    OutputStream stdin();

    InputStream stdout();

    InputStream stderr();

    /** Completes once the program and everything it started are gone. */
    CompletableFuture<ExitInfo> exit();

    /**
     * Kills the program and every process it started, from outside the sandbox. Idempotent; safe
     * from any thread. The exit is then reported with {@link ExitInfo#killedByJudge()} set.
     */
    void kill();

    /** Backend-specific description for logs ("pid 1234", "container 3f2a…"). */
    String describe();
}
