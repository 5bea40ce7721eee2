package dev.arbiter.submission.security;

import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;

import static org.assertj.core.api.Assertions.assertThat;

/** A fixed window per key, forgotten when it ends, with a bounded number of keys remembered. */
class FixedWindowLimitTest {

    private Instant now = Instant.parse("2026-01-01T00:00:00Z");
    private final Clock clock = new Clock() {
        public Instant instant() {
            return now;
        }

        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }
    };

    @Test
    void allowsTheLimitPerWindowThenSaysHowLongToWait() {
        var limit = new FixedWindowLimit(2, Duration.ofHours(1), 100, clock);
        assertThat(limit.tryAcquire("a")).isEmpty();
        now = now.plus(Duration.ofMinutes(10));
        assertThat(limit.tryAcquire("a")).isEmpty();
        assertThat(limit.tryAcquire("a")).hasValue(Duration.ofMinutes(50));
        assertThat(limit.tryAcquire("b")).isEmpty();
        now = now.plus(Duration.ofMinutes(50));
        assertThat(limit.tryAcquire("a")).isEmpty();
    }

    @Test
    void aFloodOfNewKeysKeepsMemoryBounded() {
        var limit = new FixedWindowLimit(5, Duration.ofHours(1), 100, clock);
        for (int i = 0; i < 10_000; i++) {
            limit.tryAcquire("10.0." + (i >> 8) + "." + (i & 255));
        }
        assertThat(limit.trackedKeys()).isLessThanOrEqualTo(100);
    }
}
