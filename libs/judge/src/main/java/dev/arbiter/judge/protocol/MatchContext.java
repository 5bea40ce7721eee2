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

    /** Nanotime at which this program was up (its sandbox started): its own clocks, such as the name deadline, start here. */
    long startedNanos(Endpoint endpoint);

    /**
     * Whether lines this program sent have been read but not yet handed to the session: a deadline check must
     * not declare a timeout while an answer stamped in time is still on its way.
     */
    boolean hasUndeliveredLines(Endpoint endpoint);

    /**
     * Whether a line this program sent, read before {@code nanos}, has not yet been handed to the session: a seat
     * whose answer was read before its deadline is not overdue, however late the judge gets round to the line.
     */
    boolean hasUndeliveredLineReadBefore(Endpoint endpoint, long nanos);

    /**
     * Whether the watchdog killed this program because a send to it stayed blocked (it stopped reading). Its
     * violation event may queue behind the very task the blocked send belonged to, so a session checks this
     * after sending rather than letting that task end the match first.
     */
    boolean stoppedReading(Endpoint endpoint);

    /** A remark in the transcript, optionally about one endpoint id. */
    void note(String about, String text);

    /**
     * Caps the phase of the match that begins now in the transcript: once it has written {@code bytes}, its later
     * lines are counted, not kept, until {@link #endTranscriptPhase}; the judge's notes are always kept. For a
     * long phase (GVGAI's training) that must leave room for one that matters more.
     */
    void capTranscriptPhase(String name, long bytes);

    /** Ends the phase {@link #capTranscriptPhase} capped, noting how many of its lines were not kept. */
    void endTranscriptPhase();

    /** Runs {@code task} on the match executor after the current one (never re-entrantly). */
    void later(Runnable task);

    /** Ends the match. The core then closes inputs, waits the exit grace, kills what is left. */
    void finish(MatchStatus status, String detail);

    /** Counts one move for the result's {@code moves} field. */
    void countMove(long movesSoFar);
}
