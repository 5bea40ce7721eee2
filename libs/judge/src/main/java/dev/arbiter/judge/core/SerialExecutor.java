package dev.arbiter.judge.core;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Runs submitted tasks one at a time, in submission order, on whichever thread submits while the
 * executor is idle. A match's protocol state is touched only from here, so it needs no locks, and
 * the common path (a reader thread delivering a player's line) runs with no thread hand-off at all:
 * a hand-off per move would cost more than the pipe round trip the judge is measured against.
 * A task submitted from inside a running task is queued, never run re-entrantly, so an in-process
 * game answering the judge cannot recurse.
 */
public final class SerialExecutor {

    private final Queue<Runnable> queue = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean draining = new AtomicBoolean();
    private final Consumer<Throwable> onError;

    public SerialExecutor(Consumer<Throwable> onError) {
        this.onError = onError;
    }

    public void execute(Runnable task) {
        queue.add(task);
        drain();
    }

    private void drain() {
        while (!queue.isEmpty() && draining.compareAndSet(false, true)) {
            try {
                Runnable task;
                while ((task = queue.poll()) != null) {
                    try {
                        task.run();
                    } catch (Throwable t) {
                        onError.accept(t);
                    }
                }
            } finally {
                draining.set(false);
            }
        }
    }
}
