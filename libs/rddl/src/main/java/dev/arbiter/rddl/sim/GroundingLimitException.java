package dev.arbiter.rddl.sim;

/**
 * A problem grounds larger than its {@link GroundingLimits}, or its grounding was stopped (the thread interrupted
 * after a time limit). The message names the limit and, once known, {@code file:line} of what grew too large.
 */
public final class GroundingLimitException extends RuntimeException {

    public GroundingLimitException(String message) {
        super(message);
    }

    /** The same refusal, located at {@code file:line} ({@code line} 0: the file alone). */
    GroundingLimitException at(String file, int line, String what) {
        return new GroundingLimitException(file + (line > 0 ? ":" + line : "") + ": " + what + ": " + getMessage());
    }
}
