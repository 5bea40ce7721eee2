package dev.arbiter.judge.core;

import java.util.Deque;
import java.util.concurrent.ConcurrentLinkedDeque;
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

    private final Deque<Runnable> queue = new ConcurrentLinkedDeque<>();
    private final AtomicBoolean draining = new AtomicBoolean();
    private final Consumer<Throwable> onError;

    public SerialExecutor(Consumer<Throwable> onError) {
        this(onError, false);
    }

    /**
     * @param paused whether tasks only queue until {@link #resumeWith}: a match's programs are started (and their
     *               output read and stamped) before its protocol session exists, which then sees everything in order
     */
    public SerialExecutor(Consumer<Throwable> onError, boolean paused) {
        this.onError = onError;
        this.draining.set(paused);
    }

    /** Ends the pause: runs {@code first}, then everything queued meanwhile, in order. */
    public void resumeWith(Runnable first) {
        queue.addFirst(first);
        draining.set(false);
        drain();
    }

    public void execute(Runnable task) {
        if (queue.isEmpty() && draining.compareAndSet(false, true)) {
            // Idle with nothing waiting (a reader delivering a line, nearly always): run it without queueing it.
            try {
                run(task);
                runQueued();
            } finally {
                draining.set(false);
            }
        } else {
            queue.add(task);
        }
        drain();
    }

    /** Runs what is queued unless another thread already is; re-checks after letting go, so nothing is stranded. */
    private void drain() {
        while (!queue.isEmpty() && draining.compareAndSet(false, true)) {
            try {
                runQueued();
            } finally {
                draining.set(false);
            }
        }
    }

    private void runQueued() {
        Runnable task;
        while ((task = queue.poll()) != null) {
            run(task);
        }
    }

    private void run(Runnable task) {
        try {
            task.run();
        } catch (Throwable t) {
            onError.accept(t);
        }
    }
}
