package dev.arbiter.judge.protocol;

import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.io.StreamViolation;
import dev.arbiter.sandbox.ExitInfo;

/**
 * One match's protocol state machine. Every method is called on the match's serial executor, one
 * at a time, so implementations keep plain fields. A session ends the match by calling
 * {@link MatchContext#finish}; after that no further calls arrive.
 */
public interface ProtocolSession {

    /** All endpoints are started; send opening lines here. */
    void start();

    /** A message and the time its last byte was read ({@link MatchContext#nanoTime()} clock). */
    void onMessage(Endpoint from, String message, long readNanos);

    void onViolation(Endpoint from, StreamViolation violation);

    void onEndOfOutput(Endpoint from);

    void onExit(Endpoint from, ExitInfo exit);

    /** Called every few milliseconds: check deadlines against {@code nowNanos}. */
    void onTick(long nowNanos);

    /**
     * Once the match has wound down, every program's final exit, whether or not it reached {@link #onExit}
     * in time. A session that judged a program by what it saw (its output closed while it seemed to run)
     * corrects that verdict here when the sandbox says why it really died, so the verdict never depends on
     * which of the two events a busy machine delivered first.
     */
    default void afterExit(Endpoint from, ExitInfo exit) {
    }
}
