package dev.arbiter.judge;

import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.io.EndpointListener;
import dev.arbiter.judge.io.StreamViolation;
import dev.arbiter.judge.protocol.ProtocolSession;
import dev.arbiter.judge.transcript.Transcript;
import dev.arbiter.sandbox.ExitInfo;

import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * What one endpoint reads, handed to the match executor. Each endpoint is started with its own listener, which tells
 * the session which endpoint every event came from.
 */
final class EndpointEvents implements EndpointListener {

    /**
     * How long a program's exit waits for the reader to reach the end of its output: the exit notice can
     * overtake the last lines the program wrote, and a game's final scores must be counted before its exit
     * ends the session. A grandchild holding the pipe open is the only reason to wait this long.
     */
    private static final long EXIT_WAITS_FOR_EOF_MILLIS = 2_000;

    /** The way into the match executor: runs an event there with the session, unless the match has finished by then. */
    @FunctionalInterface
    interface SessionDelivery {

        /** Queues {@code event} for the session; {@code afterwards} runs on the executor whether or not it did. */
        void deliver(Consumer<ProtocolSession> event, Runnable afterwards);

        default void deliver(Consumer<ProtocolSession> event) {
            deliver(event, () -> { });
        }
    }

    private final Endpoint from;
    private final EndpointClocks clocks;
    private final Transcript transcript;
    private final SessionDelivery session;

    EndpointEvents(Endpoint from, EndpointClocks clocks, Transcript transcript, SessionDelivery session) {
        this.from = from;
        this.clocks = clocks;
        this.transcript = transcript;
        this.session = session;
    }

    @Override
    public void onMessage(String message, long readNanos) {
        clocks.lineRead(from, readNanos);
        session.deliver(s -> s.onMessage(from, message, readNanos), () -> clocks.lineDelivered(from, readNanos));
    }

    @Override
    public void onViolation(StreamViolation violation) {
        session.deliver(s -> s.onViolation(from, violation));
    }

    @Override
    public void onEndOfOutput() {
        session.deliver(s -> s.onEndOfOutput(from));
        clocks.endOfOutput(from).complete(null);
    }

    /** Delivered after the program's last line and its end of output (or after a grace), never before them. */
    @Override
    public void onExit(ExitInfo exit) {
        transcript.note(from.id(), "process ended: " + exit.describe());
        clocks.endOfOutput(from)
                .completeOnTimeout(null, EXIT_WAITS_FOR_EOF_MILLIS, TimeUnit.MILLISECONDS)
                .thenRun(() -> session.deliver(s -> s.onExit(from, exit)));
    }
}
