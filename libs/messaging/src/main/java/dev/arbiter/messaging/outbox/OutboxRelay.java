package dev.arbiter.messaging.outbox;

import dev.arbiter.messaging.Backoff;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The thread that runs a service's outbox passes: at once when {@link #wake() woken} (a transaction that
 * wrote a message has committed), every poll interval otherwise (for what a crash or an outage left behind),
 * again straight away while passes keep finding messages, and after a {@link Backoff} wait when a pass
 * failed or threw (the broker or the database is away).
 *
 * <p>A pass is the service's own: it opens a transaction, calls {@link Outbox#drain}, records what it needs
 * about the sent messages and commits.
 */
public final class OutboxRelay implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(OutboxRelay.class.getName());

    private final String name;
    private final Supplier<Outbox.Pass> pass;
    private final Duration pollInterval;
    private final Backoff backoff;
    private final Semaphore wakeUps = new Semaphore(0);
    private volatile boolean running = true;
    private Thread thread;

    /**
     * @param name         the thread's name, and the logs'
     * @param pass         one transaction around {@link Outbox#drain}
     * @param pollInterval longest wait between passes when nothing wakes the relay
     * @param backoff      the waits after failed passes
     */
    public OutboxRelay(String name, Supplier<Outbox.Pass> pass, Duration pollInterval, Backoff backoff) {
        this.name = name;
        this.pass = pass;
        this.pollInterval = pollInterval;
        this.backoff = backoff;
    }

    /** Starts the relay's thread; it makes its first pass at once. */
    public synchronized OutboxRelay start() {
        if (thread == null) {
            thread = Thread.ofPlatform().daemon().name(name).start(this::run);
        }
        return this;
    }

    /** Asks for a pass now; wake-ups that come while a pass runs make one more pass, not one each. */
    public void wake() {
        if (wakeUps.availablePermits() == 0) {
            wakeUps.release();
        }
    }

    @Override
    public synchronized void close() {
        running = false;
        if (thread != null) {
            thread.interrupt();
        }
    }

    private void run() {
        while (running) {
            try {
                String trouble;
                try {
                    Outbox.Pass done = pass.get();
                    trouble = done.failed() ? "sent " + done.sent().size() + ", then a message was not acknowledged: "
                            + done.failure() : null;
                    if (trouble == null && !done.sent().isEmpty()) {
                        backoff.reset();
                        continue;
                    }
                } catch (RuntimeException e) {
                    trouble = "pass failed: " + e;
                }
                if (trouble == null) {
                    backoff.reset();
                    if (wakeUps.tryAcquire(pollInterval.toMillis(), TimeUnit.MILLISECONDS)) {
                        wakeUps.drainPermits();
                    }
                } else {
                    // Wake-ups do not cut a back-off short: with the broker away, every commit would retry at once.
                    Duration wait = backoff.next();
                    LOG.log(System.Logger.Level.WARNING, name + ": " + trouble + "; retrying in " + wait.toMillis() + " ms");
                    Thread.sleep(wait);
                }
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}
