package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.protocol.Seat;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The judge's view of one player during an LMC session: game state it was told, owed moves, clocks. */
final class LmcPlayer {

    final Seat seat;
    final Endpoint endpoint;

    boolean sawNew;
    List<String> alphabet;
    Set<String> alphabetSet = Set.of();

    /**
     * A move request sent and not yet settled: its number, and the alphabet it was asked under (an
     * {@code @command new} may arrive while it is pending; its answer is still judged by the old alphabet).
     */
    record MoveRequest(long number, Set<String> alphabet) {
    }

    /** Requests sent and not yet answered, oldest first. */
    final ArrayDeque<MoveRequest> pending = new ArrayDeque<>();
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
    /** Where the seat was when it was forfeited for closing its output while running, or null. */
    String closedOutputAt;

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
        alphabetSet = new LinkedHashSet<>(symbols); // in the game's order: the stand-in draws from it by index
    }

    boolean ready() {
        return sawNew && alphabet != null;
    }

    /** A move request was sent; returns its move number. */
    long request(long now) {
        if (pending.isEmpty()) {
            headStartNanos = now;
        }
        pending.add(new MoveRequest(++requests, alphabetSet));
        return requests;
    }

    /** The oldest pending request is settled (answered or timed out) at {@code at}; the next one starts counting then. */
    MoveRequest settle(long at) {
        MoveRequest request = pending.poll();
        headStartNanos = at;
        return request;
    }

    /** The number of the oldest pending request. */
    long headMove() {
        return pending.peek().number();
    }

    /** "move 12: " — the move the player owed or last answered, for verdict details. */
    String where() {
        return requests == 0 ? "" : "move " + (pending.isEmpty() ? requests : headMove()) + ": ";
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
