package dev.arbiter.scheduler.service;

import dev.arbiter.scheduler.config.SchedulerConfig;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Where organisers' RDDL sets and VGDL games are parsed and checked: one worker thread of its own (the JVM's usual
 * stack), a short queue, and a time limit per check. The libraries bound what a check may hold (bytes, nesting,
 * grounded size); this bounds how long it may run and how many run at once, so an upload never takes the scheduler's
 * request threads, and a check past its time is interrupted (grounding stops at the next few thousand terms).
 */
@ApplicationScoped
public class UploadChecks {

    private final ThreadPoolExecutor worker;
    private final Duration timeout;

    @Inject
    public UploadChecks(SchedulerConfig config) {
        this(config.uploads().checkTimeout(), config.uploads().checkQueue());
    }

    UploadChecks(Duration timeout, int queue) {
        this.timeout = timeout;
        this.worker = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(Math.max(1, queue)),
                task -> {
                    Thread thread = new Thread(task, "upload-check");
                    thread.setDaemon(true);
                    return thread;
                });
    }

    /**
     * Runs {@code check} on the worker and returns its result, or throws what it threw.
     *
     * @param what names the upload in the message when the check takes too long ("the RDDL files")
     * @throws UploadOverLimitException when it takes longer than the check timeout (it is interrupted)
     * @throws UploadChecksBusyException when the queue is full
     */
    public <T> T run(String what, Supplier<T> check) {
        Future<T> result;
        try {
            result = worker.submit(check::get);
        } catch (RejectedExecutionException e) {
            throw new UploadChecksBusyException("other uploads are being checked; try again in a few seconds");
        }
        try {
            return result.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            result.cancel(true);
            String limit = timeout.toMillis() % 1000 == 0 ? timeout.toSeconds() + " s" : timeout.toMillis() + " ms";
            throw new UploadOverLimitException(what + ": checking took longer than " + limit
                    + ", the limit (arbiter.scheduler.uploads.check-timeout)");
        } catch (InterruptedException e) {
            result.cancel(true);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while " + what + " were checked", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException unchecked) {
                throw unchecked;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Checks waiting for the worker. */
    int queued() {
        return worker.getQueue().size();
    }

    @PreDestroy
    void stop() {
        worker.shutdownNow();
    }
}
