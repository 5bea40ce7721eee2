package dev.arbiter.judge.protocol;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.io.Endpoint;

import java.util.List;
import java.util.Map;

/** What the judge core gives a protocol session. */
public interface MatchContext {

    /** The game program's endpoint, or null for protocols without one. */
    Endpoint game();

    /** Player endpoints, seat 1 first. */
    List<Endpoint> players();

    /** Seats, index-aligned with {@link #players()}. */
    List<Seat> seats();

    JudgeLimits limits();

    long seed();

    Map<String, String> gameOptions();

    /** Monotonic clock used for every deadline. */
    long nanoTime();

    /** Nanotime at which the match started. */
    long startNanos();

    /** A remark in the transcript, optionally about one endpoint id. */
    void note(String about, String text);

    /** Runs {@code task} on the match executor after the current one (never re-entrantly). */
    void later(Runnable task);

    /** Ends the match. The core then closes inputs, waits the exit grace, kills what is left. */
    void finish(MatchStatus status, String detail);

    /** Counts one move for the result's {@code moves} field. */
    void countMove(long movesSoFar);
}
