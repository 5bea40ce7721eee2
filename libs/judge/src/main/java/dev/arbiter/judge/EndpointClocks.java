package dev.arbiter.judge;

import dev.arbiter.judge.io.Endpoint;

import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The time bookkeeping of one match's programs: when each came up, the read stamps of the lines it sent that are
 * still on their way to the session, when its output ended, and whether the watchdog deemed it to have stopped
 * reading. Deadlines ask these questions; the listeners and the watchdog answer them from their own threads.
 */
final class EndpointClocks {

    private final long matchStartNanos;
    // Filled while earlier programs are already running (their readers look themselves up): concurrent. Endpoints
    // keep identity equality, so this is keyed by instance.
    private final Map<Endpoint, EndpointClock> clocks = new ConcurrentHashMap<>();
    private final Set<Endpoint> deemedNotReading = ConcurrentHashMap.newKeySet();

    EndpointClocks(long matchStartNanos) {
        this.matchStartNanos = matchStartNanos;
    }

    /** Notes when the program came up: its own clocks (the name deadline) start then, not when the match began. */
    Endpoint clocked(Endpoint endpoint) {
        clocks.put(endpoint, new EndpointClock(System.nanoTime()));
        return endpoint;
    }

    /** Nanotime at which this program was up. */
    long startedNanos(Endpoint endpoint) {
        return clock(endpoint).startedNanos;
    }

    /** Clocks a program that could not be started from the match start, so its listener finds a clock too. */
    Endpoint neverStarted(Endpoint endpoint) {
        clock(endpoint);
        return endpoint;
    }

    private EndpointClock clock(Endpoint endpoint) {
        EndpointClock clock = clocks.get(endpoint);
        if (clock == null) {
            // A program that could not be started: it never had time of its own.
            clock = new EndpointClock(matchStartNanos);
            clocks.put(endpoint, clock);
        }
        return clock;
    }

    /** A line read at {@code readNanos} is on its way to the session. */
    void lineRead(Endpoint endpoint, long readNanos) {
        clocks.get(endpoint).undelivered.add(readNanos);
    }

    /** The line read at {@code readNanos} reached the session (or the match had finished by then). */
    void lineDelivered(Endpoint endpoint, long readNanos) {
        clocks.get(endpoint).undelivered.remove(readNanos);
    }

    boolean hasUndeliveredLines(Endpoint endpoint) {
        EndpointClock clock = clocks.get(endpoint);
        return clock != null && !clock.undelivered.isEmpty();
    }

    boolean hasUndeliveredLineReadBefore(Endpoint endpoint, long nanos) {
        EndpointClock clock = clocks.get(endpoint);
        return clock != null && clock.undelivered.stream().anyMatch(stamp -> stamp - nanos < 0);
    }

    /** Completes when the program closed its output. */
    CompletableFuture<Void> endOfOutput(Endpoint endpoint) {
        return clocks.get(endpoint).endOfOutput;
    }

    /** Deems the program to have stopped reading; true only the first time, so it is killed and reported once. */
    boolean deemNotReading(Endpoint endpoint) {
        return deemedNotReading.add(endpoint);
    }

    boolean stoppedReading(Endpoint endpoint) {
        return deemedNotReading.contains(endpoint);
    }

    /** When one program started, and the read stamps of the lines it sent that are still on their way to the session. */
    private static final class EndpointClock {
        final long startedNanos;
        final Queue<Long> undelivered = new ConcurrentLinkedQueue<>();
        final CompletableFuture<Void> endOfOutput = new CompletableFuture<>();

        EndpointClock(long startedNanos) {
            this.startedNanos = startedNanos;
        }
    }
}
