package dev.arbiter.sandbox;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Sandboxes started ahead, up to their go message, for entries that just started: an entry of a
 * ladder plays match after match, and most of a start (cgroups, namespaces and mounts, a container,
 * Wine's server and services) depends only on which entry it is and its limits, not on the run. So
 * after each start a backend prepares the next one for the same entry in the background, and the
 * next start only sends its go message (directory, environment, command): the entry itself still
 * starts then, from nothing, in a sandbox no other run has used.
 *
 * Bounded: at most {@code max} spares (the oldest goes first), each dropped after {@code idle}
 * unused. A spare that died meanwhile is never handed out.
 *
 * @param <S> what makes two sandboxes interchangeable (mounts, limits, image)
 * @param <T> a sandbox started up to its go message
 */
public final class Spares<S, T> {

    /** Starts a sandbox of shape S up to its go message. */
    @FunctionalInterface
    public interface Starter<S, T> {
        T start(S shape, String label) throws IOException, SandboxException;
    }

    private record Spare<T>(T launch, long madeNanos) {
    }

    private final Starter<S, T> starter;
    private final Consumer<T> discarder;
    private final Predicate<T> alive;
    private final Executor executor;
    private final int max;
    private final Duration idle;
    private final Map<S, Spare<T>> ready = new LinkedHashMap<>();
    private final Set<S> preparing = new HashSet<>();
    /** Bumped by {@link #dropAll()}: a spare whose preparation began before is discarded when done. */
    private int generation;
    private boolean closed;
    private long taken;

    /**
     * @param discarder stops a spare that will never get its go message and removes what it holds
     * @param alive     whether a spare can still be handed out
     */
    public Spares(Starter<S, T> starter, Consumer<T> discarder, Predicate<T> alive, Executor executor, int max,
                  Duration idle) {
        this.starter = starter;
        this.discarder = discarder;
        this.alive = alive;
        this.executor = executor;
        this.max = max;
        this.idle = idle;
    }

    /** The spare of this shape, now no longer a spare; null when none is ready. */
    public T take(S shape) {
        Spare<T> spare;
        synchronized (this) {
            spare = ready.remove(shape);
        }
        if (spare == null) {
            return null;
        }
        if (!alive.test(spare.launch())) {
            executor.execute(() -> discarder.accept(spare.launch()));
            return null;
        }
        synchronized (this) {
            taken++;
        }
        return spare.launch();
    }

    /** How many spares {@link #take} has handed out. */
    public synchronized long taken() {
        return taken;
    }

    /** Prepares a spare of this shape in the background after {@code delay}, unless one is ready or on its way. */
    public void prepare(S shape, String label, Duration delay) {
        int started;
        synchronized (this) {
            if (max == 0 || closed || ready.containsKey(shape) || !preparing.add(shape)) {
                return;
            }
            started = generation;
        }
        executor.execute(() -> {
            var discard = new ArrayList<T>();
            try {
                Thread.sleep(delay);
                synchronized (this) {
                    if (closed || started != generation) {
                        return; // dropped while waiting: nothing started
                    }
                }
                T launch = starter.start(shape, label);
                synchronized (this) {
                    if (closed || started != generation) {
                        discard.add(launch);
                    } else {
                        ready.put(shape, new Spare<>(launch, System.nanoTime()));
                        for (Iterator<Spare<T>> oldest = ready.values().iterator(); ready.size() > max; ) {
                            discard.add(oldest.next().launch());
                            oldest.remove();
                        }
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (IOException | SandboxException | RuntimeException e) {
                // a spare is a head start, not a promise: the next start of this entry goes from scratch
            } finally {
                discard.forEach(discarder);
                synchronized (this) {
                    preparing.remove(shape);
                    notifyAll();
                }
            }
        });
    }

    /** Returns once no spare is being prepared (tests; a benchmark that wants its spares made). */
    public void awaitPreparations() throws InterruptedException {
        synchronized (this) {
            while (!preparing.isEmpty()) {
                wait();
            }
        }
    }

    /** Drops the spares unused for longer than the idle time. */
    public void expire() {
        var stale = new ArrayList<T>();
        long now = System.nanoTime();
        synchronized (this) {
            ready.values().removeIf(spare -> {
                boolean old = now - spare.madeNanos() > idle.toNanos();
                if (old) {
                    stale.add(spare.launch());
                }
                return old;
            });
        }
        stale.forEach(discarder);
    }

    /** Stops every spare, those still being prepared included, and returns once they are gone. */
    public void dropAll() {
        var dropped = new ArrayList<T>();
        synchronized (this) {
            generation++;
            while (!preparing.isEmpty()) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            ready.values().forEach(spare -> dropped.add(spare.launch()));
            ready.clear();
        }
        dropped.forEach(discarder);
    }

    /** Drops every spare and prepares none any more. */
    public void close() {
        synchronized (this) {
            closed = true;
        }
        dropAll();
    }
}
