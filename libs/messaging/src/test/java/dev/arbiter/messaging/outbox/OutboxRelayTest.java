package dev.arbiter.messaging.outbox;

import dev.arbiter.messaging.Backoff;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** The relay's timing rules with stand-in passes (what a pass does is {@link OutboxTest}'s). */
class OutboxRelayTest {

    private static final Duration NEVER = Duration.ofHours(1);
    private static final Outbox.Pass NOTHING = new Outbox.Pass(List.of(), null);

    @Test
    void aWakeUpRunsAPassWithoutWaitingForThePollInterval() {
        var passes = new AtomicInteger();
        try (var relay = new OutboxRelay("test-relay", () -> {
            passes.incrementAndGet();
            return NOTHING;
        }, NEVER, new Backoff(Duration.ofMillis(10), Duration.ofMillis(10))).start()) {
            await().atMost(Duration.ofSeconds(20)).until(() -> passes.get() == 1);
            relay.wake();
            await().atMost(Duration.ofSeconds(20)).until(() -> passes.get() >= 2);
        }
    }

    @Test
    void aPassThatSentSomethingIsFollowedAtOnceByAnotherUntilNothingIsLeft() {
        var left = new AtomicInteger(3);
        var passes = new AtomicInteger();
        try (var relay = new OutboxRelay("test-relay", () -> {
            passes.incrementAndGet();
            return left.getAndUpdate(n -> Math.max(0, n - 1)) > 0
                    ? new Outbox.Pass(List.of(new Outbox.Message(1, "t", "k", new byte[0], null)), null) : NOTHING;
        }, NEVER, new Backoff(Duration.ofMillis(10), Duration.ofMillis(10))).start()) {
            await().atMost(Duration.ofSeconds(20)).until(() -> passes.get() == 4);
        }
    }

    @Test
    void afterAFailedPassWakeUpsDoNotCutTheBackOffShort() throws InterruptedException {
        var times = new CopyOnWriteArrayList<Long>();
        Duration backoff = Duration.ofMillis(300);
        try (var relay = new OutboxRelay("test-relay", () -> {
            times.add(System.nanoTime());
            if (times.size() == 1) {
                throw new IllegalStateException("database away");
            }
            return NOTHING;
        }, NEVER, new Backoff(backoff, backoff)).start()) {
            await().atMost(Duration.ofSeconds(20)).until(() -> times.size() == 1);
            for (int i = 0; i < 5; i++) {
                relay.wake();
                Thread.sleep(20);
            }
            await().atMost(Duration.ofSeconds(20)).until(() -> times.size() >= 2);
        }
        assertThat(Duration.ofNanos(times.get(1) - times.get(0))).isGreaterThanOrEqualTo(backoff);
    }
}
