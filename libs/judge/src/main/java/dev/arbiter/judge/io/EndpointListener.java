package dev.arbiter.judge.io;

import dev.arbiter.sandbox.ExitInfo;

/** Receives what an endpoint reads. Called from the endpoint's threads; implementations hand off to the match's executor. */
public interface EndpointListener {

    /**
     * One message, with the monotonic time ({@link System#nanoTime()}) at which its last byte was read from the
     * program: deadlines are judged on that stamp, not on when the judge gets round to processing the line.
     */
    void onMessage(Endpoint from, String message, long readNanos);

    void onViolation(Endpoint from, StreamViolation violation);

    /** The program closed its output (it may still be running). */
    void onEndOfOutput(Endpoint from);

    void onExit(Endpoint from, ExitInfo exit);
}
