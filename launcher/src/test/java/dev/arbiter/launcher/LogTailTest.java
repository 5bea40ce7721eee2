package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A part that will not start is explained in one line a newcomer can act on, not only by its log's path. */
class LogTailTest {

    @TempDir
    Path dir;

    @Test
    void aServiceThatWillNotStartIsExplainedByTheLastErrorOfItsLog() throws Exception {
        Path log = dir.resolve("sandbox-runner.log");
        Files.writeString(log, """
                2026-11-23 10:00:01,001 INFO  [io.quarkus] (main) sandbox-runner starting
                2026-11-23 10:00:02,002 ERROR [io.quarkus.runtime.Application] (main) Failed to start application: java.lang.RuntimeException: Failed to start quarkus
                \tat io.quarkus.runner.ApplicationImpl.doStart(Unknown Source)
                Caused by: dev.arbiter.sandbox.local.LocalBackendUnavailable: the local backend needs bwrap (Debian package bubblewrap) (run scripts/setup-machine.sh)
                \tat dev.arbiter.sandbox.local.HostTools.find(HostTools.java:25)
                \t... 12 more
                """);

        String cause = LogTail.cause("sandbox-runner", log, 1);

        assertThat(cause).startsWith("sandbox-runner stopped: bubblewrap (bwrap) is not installed — run scripts/setup-machine.sh")
                .endsWith(" (its log: " + log + ")");
        assertThat(cause).doesNotContain("\n");
    }

    @Test
    void anUnknownFailureIsExplainedByTheLastErrorLineOfItsLog() throws Exception {
        Path log = dir.resolve("scheduler.log");
        Files.writeString(log, """
                2026-11-23 10:00:01,001 INFO  [io.quarkus] (main) scheduler starting
                2026-11-23 10:00:02,002 ERROR [io.quarkus.runtime.Application] (main) Failed to start application: boom
                """);

        assertThat(LogTail.cause("scheduler", log, 1))
                .isEqualTo("scheduler exited with 1: Failed to start application: boom (its log: " + log + ")");
    }

    @Test
    void aCauseLoggedByAnEarlierRunIsNotBlamedForThisOne() throws Exception {
        Path log = dir.resolve("sandbox-runner.log");
        Files.writeString(log, "LocalBackendUnavailable: the local backend needs bwrap (Debian package bubblewrap)\n");
        LogTail.markStart(log, "sandbox-runner");
        Files.writeString(log, "ERROR [main] Failed to start application: boom\n", java.nio.file.StandardOpenOption.APPEND);

        assertThat(LogTail.cause("sandbox-runner", log, 1)).doesNotContain("bwrap").contains("boom");
    }

    @Test
    void aPostgresThatWouldNotStartIsExplainedByItsLogWhenTheLibrarysMessageSaysNothing() throws Exception {
        Path log = dir.resolve("postgres.log");
        Files.writeString(log, """
                FATAL:  lock file "postmaster.pid" already exists
                HINT:  Is another postmaster already running on port 15432? If not, wait a few seconds and retry.
                """);

        String cause = LogTail.cause("PostgreSQL", log, new IllegalStateException("Gave up waiting for server to start after 10000ms"));

        assertThat(cause).startsWith("PostgreSQL would not start: port 15432 is taken by another PostgreSQL").endsWith("(its log: " + log + ")");
    }

    @Test
    void aPartThatHangsIsExplainedByAKnownCauseInItsLog() throws Exception {
        Path log = dir.resolve("leaderboard.log");
        Files.writeString(log, "WARN [org.apache.kafka] (pool) java.io.IOException: No space left on device\n");

        assertThat(LogTail.tooSlow("leaderboard", "was not ready within 120 s", log))
                .startsWith("leaderboard was not ready within 120 s: the disk is full").endsWith("(its log: " + log + ")");
    }

    @Test
    void aLogWithoutAnErrorStillNamesTheLog() {
        Path missing = dir.resolve("never-written.log");

        assertThat(LogTail.cause("the gateway", missing, 137)).isEqualTo("the gateway exited with 137 (its log: " + missing + ")");
    }
}
