package dev.arbiter.judge.io;

import dev.arbiter.sandbox.ExitInfo;

/**
 * Receives what one endpoint reads. Each endpoint is started with a listener of its own, so no call needs to say
 * which endpoint spoke, and this contract needs nothing of {@link Endpoint} beyond being handed to it. Called from
 * the endpoint's threads; implementations hand off to the match's executor.
 */
public interface EndpointListener {

    /**
     * One message, with the monotonic time ({@link System#nanoTime()}) at which its last byte was read from the
     * program: deadlines are judged on that stamp, not on when the judge gets round to processing the line.
     */
    void onMessage(String message, long readNanos);

    void onViolation(StreamViolation violation);

    /** The program closed its output (it may still be running). */
    void onEndOfOutput();

    void onExit(ExitInfo exit);
}
