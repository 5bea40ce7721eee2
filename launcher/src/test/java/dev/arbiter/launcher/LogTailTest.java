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

        assertThat(cause).isEqualTo("sandbox-runner exited with 1: dev.arbiter.sandbox.local.LocalBackendUnavailable: "
                + "the local backend needs bwrap (Debian package bubblewrap) (run scripts/setup-machine.sh) (its log: " + log + ")");
        assertThat(cause).doesNotContain("\n");
    }

    @Test
    void aLogWithoutAnErrorStillNamesTheLog() {
        Path missing = dir.resolve("never-written.log");

        assertThat(LogTail.cause("the gateway", missing, 137)).isEqualTo("the gateway exited with 137 (its log: " + missing + ")");
    }
}
