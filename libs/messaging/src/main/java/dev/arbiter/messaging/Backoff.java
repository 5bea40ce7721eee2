package dev.arbiter.messaging;

import java.time.Duration;

/**
 * The platform's one retry rule for work that waits on the broker or the database: the first retry after
 * {@code first}, each following one after twice the last wait, never longer than {@code max}, and back to
 * {@code first} after a success. The Kafka consumers ({@link RecordLoop}), the producer's
 * {@link ReliableProducer#sendUntilAcknowledged send-until-acknowledged} and the outbox relays all use it, so
 * an outage is retried the same way everywhere. Not thread-safe: one per retrying loop.
 */
public final class Backoff {

    /** The first wait where a caller has no reason to choose another. */
    public static final Duration FIRST = Duration.ofMillis(250);

    private final Duration first;
    private final Duration max;
    private Duration next;

    public Backoff(Duration first, Duration max) {
        if (first.isNegative() || first.isZero() || max.compareTo(first) < 0) {
            throw new IllegalArgumentException("a back-off needs 0 < first <= max, not " + first + " and " + max);
        }
        this.first = first;
        this.max = max;
        this.next = first;
    }

    /** The wait before the next retry; each call doubles the one after, up to the maximum. */
    public Duration next() {
        Duration wait = next;
        next = next.multipliedBy(2).compareTo(max) > 0 ? max : next.multipliedBy(2);
        return wait;
    }

    /** After a success: the next failure waits {@code first} again. */
    public void reset() {
        next = first;
    }
}
