package dev.arbiter.judge.io;

import dev.arbiter.sandbox.ExitInfo;

/** Receives what an endpoint reads. Called from the endpoint's threads; implementations hand off to the match's executor. */
public interface EndpointListener {

    void onMessage(Endpoint from, String message);

    void onViolation(Endpoint from, StreamViolation violation);

    /** The program closed its output (it may still be running). */
    void onEndOfOutput(Endpoint from);

    void onExit(Endpoint from, ExitInfo exit);
}
