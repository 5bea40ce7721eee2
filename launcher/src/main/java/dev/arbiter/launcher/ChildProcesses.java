package dev.arbiter.launcher;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/** Stopping a child JVM politely, then firmly. */
final class ChildProcesses {

    private ChildProcesses() {
    }

    /** SIGTERM (a JVM runs its shutdown hooks), then SIGKILL after the grace period; descendants too. */
    static void stop(Process process, Duration grace) {
        if (!process.isAlive()) {
            return;
        }
        process.destroy();
        try {
            if (!process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
