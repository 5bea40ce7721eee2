package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.protocol.Seat;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The judge's view of one player during an LMC session: game state it was told, owed moves, clocks. */
final class LmcPlayer {

    final Seat seat;
    final Endpoint endpoint;

    boolean sawNew;
    List<String> alphabet;
    Set<String> alphabetSet = Set.of();

    /** Move numbers of requests sent and not yet answered, oldest first. */
    final ArrayDeque<Long> pending = new ArrayDeque<>();
    /** When the oldest pending request started counting: its send time, or the previous answer's. */
    long headStartNanos;
    long requests;
    /** Answers still owed to requests that timed out; they are discarded when they come. */
    int owedLate;
    int consecutiveTimeouts;
    long firstTimedOutMove;

    private final long[] window;
    private int windowCount;
    private int windowPos;
    private long windowSum;

    boolean forfeited;
    boolean exited;
    long endOfOutputAt;

    LmcPlayer(Seat seat, Endpoint endpoint, int averageWindow) {
        this.seat = seat;
        this.endpoint = endpoint;
        this.window = new long[Math.max(1, averageWindow)];
    }

    String id() {
        return seat.id();
    }

    boolean named() {
        return seat.name() != null;
    }

    void newGame() {
        sawNew = true;
        alphabet = null;
        alphabetSet = Set.of();
    }

    void alphabet(List<String> symbols) {
        alphabet = List.copyOf(symbols);
        alphabetSet = new HashSet<>(symbols);
    }

    boolean ready() {
        return sawNew && alphabet != null;
    }

    /** A move request was sent; returns its move number. */
    long request(long now) {
        if (pending.isEmpty()) {
            headStartNanos = now;
        }
        pending.add(++requests);
        return requests;
    }

    /** The oldest pending request is settled (answered or timed out); the next one starts counting now. */
    long settle(long now) {
        long move = pending.poll();
        headStartNanos = now;
        return move;
    }

    /** Records an answer's response time; returns the rolling average in nanos once the window is full, else -1. */
    long recordResponse(long nanos) {
        windowSum += nanos - window[windowPos];
        window[windowPos] = nanos;
        windowPos = (windowPos + 1) % window.length;
        windowCount = Math.min(windowCount + 1, window.length);
        return windowCount == window.length ? windowSum / window.length : -1;
    }

    int windowSize() {
        return window.length;
    }

    void resetWindow() {
        Arrays.fill(window, 0);
        windowCount = 0;
        windowPos = 0;
        windowSum = 0;
    }
}
