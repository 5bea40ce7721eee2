package dev.arbiter.judge.io;

import dev.arbiter.sandbox.ExitInfo;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The judge's connection to one program (a game or a player): messages out, messages in through an
 * {@link EndpointListener}. Every program is spoken to on its stdin/stdout, framed as its protocol says
 * ({@link Framing}); a TCP protocol's entry is bridged to those pipes inside its sandbox (RDDLSim's relay).
 */
public interface Endpoint {

    /** "game", "p1", "p2": the id used in transcripts and results. */
    String id();

    /** Begins delivering incoming messages to {@code listener}, which hears from this endpoint alone (from its own threads). */
    void start(EndpointListener listener);

    /**
     * Sends one message (for line transports: the line, without its terminator). Never throws: a
     * program that has gone away simply stops receiving; its exit is reported separately.
     */
    void send(String message);

    /**
     * Sends {@code message} but keeps {@code transcribed} in the transcript in its place: for protocols whose
     * messages are too large to keep whole (a GVGAI observation is tens of kilobytes a tick, and a run has
     * thousands of ticks) and that say in the shorter form what was left out.
     */
    default void send(String message, String transcribed) {
        send(message);
    }

    /** Delivers end-of-file on the program's input. */
    void closeInput();

    /** Kills the program from outside. Idempotent, callable from any thread. */
    void kill();

    /** Completes when the program has ended. */
    CompletableFuture<ExitInfo> exit();

    /** Nanotime at which a send started and has not yet returned, or 0: a program that stops reading blocks us. */
    long blockedSendSince();

    /** First bytes of what the program wrote to stderr (for contestants' diagnostics). */
    String stderrHead();

    /**
     * The program's CPU time so far, all its threads and processes, as its sandbox accounts it; empty where
     * the sandbox cannot tell (see {@link dev.arbiter.sandbox.SandboxedProcess#cpuTime()}) or for an in-process program.
     */
    default Optional<Duration> cpuTime() {
        return Optional.empty();
    }

    /** Human-readable description of the running program (pid, container id). */
    String describe();
}
