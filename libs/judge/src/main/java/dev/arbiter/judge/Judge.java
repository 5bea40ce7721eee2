package dev.arbiter.judge;

import dev.arbiter.sandbox.Sandbox;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Plays matches. One judge serves any number of concurrent matches (one per runner slot); each match
 * gets its own serial executor, and all share one watchdog thread that ticks their deadlines.
 */
public final class Judge implements AutoCloseable {

    private final Sandbox sandbox;
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().daemon().name("judge-watchdog").factory());

    public Judge(Sandbox sandbox) {
        this.sandbox = sandbox;
    }

    /** Plays one match to the end and returns its result. Never throws for anything a program does. */
    public MatchResult play(MatchSpec spec) {
        return play(spec, progress -> { });
    }

    /**
     * Plays one match like {@link #play(MatchSpec)}; once its programs are up, {@code started} is handed a
     * reader of its progress that any thread may call until the match ends (a live view, a heartbeat).
     */
    public MatchResult play(MatchSpec spec, Consumer<Supplier<MatchProgress>> started) {
        return new MatchRun(spec, sandbox, watchdog, started).run();
    }

    public Sandbox sandbox() {
        return sandbox;
    }

    @Override
    public void close() {
        watchdog.shutdownNow();
    }
}
