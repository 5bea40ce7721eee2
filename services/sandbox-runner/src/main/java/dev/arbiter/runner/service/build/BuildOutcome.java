package dev.arbiter.runner.service.build;

import java.nio.file.Path;

/**
 * How one sandboxed build ended.
 *
 * @param builtTree    on success, the built tree as a .tar.gz file in the build's scratch directory; else null
 * @param firstError   on failure, the first error line of the log or the limit that stopped the build
 * @param log          the head of the build's output (its stdout and stderr), at most the configured bytes
 * @param logTruncated whether the build wrote more than {@code log} holds
 * @param durationMs   wall time from start to end
 */
public record BuildOutcome(Path builtTree, String firstError, String log, boolean logTruncated, long durationMs) {

    public boolean ok() {
        return builtTree != null;
    }
}
