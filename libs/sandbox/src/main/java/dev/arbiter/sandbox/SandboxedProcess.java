package dev.arbiter.sandbox;

import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.Optional;
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

    /**
     * The CPU time the program and everything it started have used so far, every thread and child process
     * included, as the sandbox's accounting (the run's cgroup) shows it while the program runs. A referee
     * charges a turn the difference of two readings. Cheap enough to read once per message (one small file
     * read; see the module README). Empty where the backend cannot tell (no cgroup of its own, a remote
     * engine) or once the run is gone.
     */
    default Optional<Duration> cpuTime() {
        return Optional.empty();
    }

    /** Backend-specific description for logs ("pid 1234", "container 3f2a…"). */
    String describe();
}
