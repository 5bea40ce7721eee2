package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.ResourceLimits;

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

/**
 * Sandboxes started ahead, up to their go message, for entries that just started: an entry of a
 * ladder plays match after match, and most of a start (cgroup creation, joining it, bubblewrap's
 * namespaces and mounts, Wine's server and services) depends only on which entry it is and its
 * limits, not on the run. So after each start the backend prepares the next one for the same entry
 * in the background, and the next start only writes its go message: the entry itself still starts
 * then, from nothing, in a sandbox no other run has used.
 *
 * Bounded: at most {@code max} spares (the oldest goes first), each dropped after {@code idle}
 * unused. A spare that died meanwhile is never handed out.
 */
final class SpareLaunches {

    /** What makes two sandboxes interchangeable: bubblewrap's whole argv (mounts, uid) and the limits. */
    record Shape(List<String> sandboxArgv, ResourceLimits limits) {
    }

    /** Starts a sandbox up to its go message. */
    @FunctionalInterface
    interface Starter {
        Launch start(Shape shape, String label) throws IOException;
    }

    private record Spare(Launch launch, long madeNanos) {
    }

    private final Starter starter;
    private final Executor executor;
    private final int max;
    private final Duration idle;
    private final Map<Shape, Spare> ready = new LinkedHashMap<>();
    private final Set<Shape> preparing = new HashSet<>();
    /** Bumped by {@link #dropAll()}: a spare whose preparation began before is discarded when done. */
    private int generation;
    private boolean closed;

    SpareLaunches(Starter starter, Executor executor, int max, Duration idle) {
        this.starter = starter;
        this.executor = executor;
        this.max = max;
        this.idle = idle;
    }

    /** The spare of this shape, now no longer a spare; null when none is ready. */
    Launch take(Shape shape) {
        Spare spare;
        synchronized (this) {
            spare = ready.remove(shape);
        }
        if (spare == null) {
            return null;
        }
        if (!spare.launch().process().isAlive()) {
            executor.execute(spare.launch()::discard);
            return null;
        }
        return spare.launch();
    }

    /** Prepares a spare of this shape in the background after {@code delay}, unless one is ready or on its way. */
    void prepare(Shape shape, String label, Duration delay) {
        int started;
        synchronized (this) {
            if (max == 0 || closed || ready.containsKey(shape) || !preparing.add(shape)) {
                return;
            }
            started = generation;
        }
        executor.execute(() -> {
            var discard = new ArrayList<Launch>();
            try {
                Thread.sleep(delay);
                synchronized (this) {
                    if (closed || started != generation) {
                        return; // dropped while waiting: nothing started
                    }
                }
                Launch launch = starter.start(shape, label);
                synchronized (this) {
                    if (closed || started != generation) {
                        discard.add(launch);
                    } else {
                        ready.put(shape, new Spare(launch, System.nanoTime()));
                        for (Iterator<Spare> oldest = ready.values().iterator(); ready.size() > max; ) {
                            discard.add(oldest.next().launch());
                            oldest.remove();
                        }
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (IOException | RuntimeException e) {
                // a spare is a head start, not a promise: the next start of this entry goes from scratch
            } finally {
                discard.forEach(Launch::discard);
                synchronized (this) {
                    preparing.remove(shape);
                    notifyAll();
                }
            }
        });
    }

    /** Drops the spares unused for longer than the idle time. */
    void expire() {
        var stale = new ArrayList<Launch>();
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
        stale.forEach(Launch::discard);
    }

    /** Stops every spare, those still being prepared included, and returns once they are gone. */
    void dropAll() {
        var dropped = new ArrayList<Launch>();
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
        dropped.forEach(Launch::discard);
    }

    /** Drops every spare and prepares none any more. */
    void close() {
        synchronized (this) {
            closed = true;
        }
        dropAll();
    }
}
