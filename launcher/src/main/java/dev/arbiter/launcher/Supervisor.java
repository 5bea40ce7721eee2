package dev.arbiter.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the platform's parts running: a part that dies (a crash, an OOM kill, someone's {@code kill -9}) is
 * started again after a {@link BackOff}, and the terminal and the part's own log say so. Parts are checked in
 * start order, one restart at a time, so PostgreSQL and the broker are back before a service that needs them.
 * Only a part that cannot be started again at all ({@link #MAX_FAILED_RESTARTS} attempts in a row) gives up,
 * and then the whole platform stops: half a platform that looks up would be worse.
 */
final class Supervisor implements AutoCloseable {

    static final int MAX_FAILED_RESTARTS = 8;
    private static final Duration POLL = Duration.ofMillis(250);

    private final PrintStream out;
    private final Runnable giveUp;
    private final Pause pause;
    private final List<Part> parts = new ArrayList<>();
    private volatile boolean stopping;
    private Thread thread;

    /** @param giveUp what to do when a part cannot be restarted (stop the platform) */
    Supervisor(PrintStream out, Runnable giveUp) {
        this(out, giveUp, Thread::sleep);
    }

    /** @param pause how to wait out a back-off (tests skip it) */
    Supervisor(PrintStream out, Runnable giveUp, Pause pause) {
        this.out = out;
        this.giveUp = giveUp;
        this.pause = pause;
    }

    @FunctionalInterface
    interface Pause {
        void sleep(Duration delay) throws InterruptedException;
    }

    /** Takes a part that has just been started; restarts with {@code starter} whenever it dies. */
    synchronized void add(String name, Supervised.Starter starter, Supervised running) {
        parts.add(new Part(name, starter, running));
    }

    synchronized void start() {
        thread = Thread.ofPlatform().daemon().name("platform-supervisor").start(this::watch);
    }

    private void watch() {
        while (!stopping) {
            for (Part part : snapshot()) {
                if (!stopping && !part.running.isAlive()) {
                    if (!restart(part)) {
                        return;
                    }
                }
            }
            try {
                Thread.sleep(POLL);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private synchronized List<Part> snapshot() {
        return List.copyOf(parts);
    }

    /** False when the platform is stopping, by request or because the part cannot be started. */
    private boolean restart(Part part) {
        part.backOff.died(Duration.between(part.startedAt, Instant.now()));
        String death = part.running.exitDescription();
        while (!stopping) {
            Duration delay = part.backOff.nextDelay();
            say(part, "%s stopped unexpectedly (%s); restarting it in %d s".formatted(part.name, death, delay.toSeconds()));
            try {
                pause.sleep(delay);
            } catch (InterruptedException e) {
                return false;
            }
            // Whatever the dead part left behind (a lock, orphaned children) goes before the new one starts.
            part.running.close();
            long began = System.nanoTime();
            try {
                Supervised restarted = part.starter.start();
                synchronized (this) {
                    part.running = restarted;
                }
                if (stopping) {
                    restarted.close();
                    return false;
                }
                part.startedAt = Instant.now();
                part.backOff.started();
                say(part, "%s restarted (ready in %.1f s)".formatted(part.name, (System.nanoTime() - began) / 1e9));
                return true;
            } catch (InterruptedException e) {
                return false;
            } catch (Exception e) {
                int failures = part.backOff.startFailed();
                death = "its restart failed: " + Failure.oneLine(e);
                if (failures >= MAX_FAILED_RESTARTS) {
                    say(part, "%s could not be started again (%d attempts; %s); stopping the platform."
                            .formatted(part.name, failures, Failure.oneLine(e)));
                    if (!stopping) {
                        giveUp.run();
                    }
                    return false;
                }
            }
        }
        return false;
    }

    private void say(Part part, String message) {
        out.println("  " + message);
        out.flush();
        try {
            Files.writeString(part.running.logFile(), LogTail.START_MARK + Instant.now() + "] " + message + "\n",
                    StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            // the terminal has it; a log we cannot write is no reason to stop restarting
        }
    }

    /** Stops watching, then every part in reverse start order (including one being restarted right now). */
    @Override
    public void close() {
        stopping = true;
        Thread watcher;
        synchronized (this) {
            watcher = thread;
        }
        if (watcher != null && watcher != Thread.currentThread()) {
            watcher.interrupt();
            try {
                watcher.join(Duration.ofSeconds(30));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        List<Part> reversed = new ArrayList<>(snapshot());
        java.util.Collections.reverse(reversed);
        for (Part part : reversed) {
            try {
                part.running.close();
            } catch (RuntimeException e) {
                out.println("  while stopping " + part.name + ": " + e.getMessage());
            }
        }
    }

    private static final class Part {
        final String name;
        final Supervised.Starter starter;
        final BackOff backOff = new BackOff();
        volatile Supervised running;
        volatile Instant startedAt = Instant.now();

        Part(String name, Supervised.Starter starter, Supervised running) {
            this.name = name;
            this.starter = starter;
            this.running = running;
        }
    }
}
