package dev.arbiter.submission.security;

import dev.arbiter.submission.config.SubmissionConfig;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;

import static org.assertj.core.api.Assertions.assertThat;

class SignInThrottleTest {

    private final MutableClock clock = new MutableClock();
    private final SignInThrottle throttle = new SignInThrottle(limits(3, 5), clock);

    @Test
    void failuresFromOneAddressNeverDelayACorrectSignInFromAnother() {
        for (int i = 0; i < 50; i++) {
            throttle.recordFailure("organiser", "203.0.113.7");
        }

        assertThat(throttle.waitBefore("organiser", "203.0.113.7")).isPresent();
        assertThat(throttle.waitBefore("ORGANISER", "127.0.0.1")).isEmpty();
        assertThat(throttle.waitBefore("organiser", "198.51.100.9")).isEmpty();
    }

    @Test
    void repeatedFailuresFromOneAddressWaitLongerEachTimeUpToTheCap() {
        for (int i = 0; i < 3; i++) {
            assertThat(throttle.waitBefore("ada", "10.0.0.1")).as("free failure %d", i).isEmpty();
            throttle.recordFailure("ada", "10.0.0.1");
        }
        Duration previous = Duration.ZERO;
        for (int i = 0; i < 6; i++) {
            Duration wait = throttle.waitBefore("ada", "10.0.0.1").orElseThrow();
            assertThat(wait).as("wait after %d failures", 3 + i).isGreaterThan(previous);
            previous = wait;
            clock.advance(wait);
            assertThat(throttle.waitBefore("ada", "10.0.0.1")).as("allowed once waited").isEmpty();
            throttle.recordFailure("ada", "10.0.0.1");
        }
        assertThat(previous).isEqualTo(Duration.ofSeconds(32));
        for (int i = 0; i < 20; i++) {
            throttle.recordFailure("ada", "10.0.0.1");
        }
        assertThat(throttle.waitBefore("ada", "10.0.0.1")).contains(Duration.ofMinutes(2));
    }

    @Test
    void aCorrectPasswordClearsTheWaitOfThatAccountAtThatAddress() {
        for (int i = 0; i < 3; i++) {
            throttle.recordFailure("bob", "10.0.0.3");
        }
        assertThat(throttle.waitBefore("bob", "10.0.0.3")).isPresent();

        throttle.recordSuccess("bob", "10.0.0.3");

        assertThat(throttle.waitBefore("bob", "10.0.0.3")).isEmpty();
        throttle.recordFailure("bob", "10.0.0.3");
        assertThat(throttle.waitBefore("bob", "10.0.0.3")).as("counting starts afresh").isEmpty();
    }

    @Test
    void failuresAreForgottenAWindowAfterTheLastOne() {
        for (int i = 0; i < 10; i++) {
            throttle.recordFailure("cy", "10.0.0.5");
        }
        clock.advance(Duration.ofMinutes(10));

        assertThat(throttle.waitBefore("cy", "10.0.0.5")).isEmpty();
        throttle.recordFailure("cy", "10.0.0.5");
        assertThat(throttle.waitBefore("cy", "10.0.0.5")).isEmpty();
    }

    @Test
    void anAddressGuessingManyAccountsWaitsForEveryAccountButOtherAddressesDoNot() {
        for (int i = 0; i < 5; i++) {
            throttle.recordFailure("user" + i, "10.0.0.9");
        }

        assertThat(throttle.waitBefore("someone-else", "10.0.0.9")).isPresent();
        assertThat(throttle.addressWait("10.0.0.9")).isPresent();
        assertThat(throttle.waitBefore("someone-else", "10.0.0.10")).isEmpty();
        assertThat(throttle.waitBefore("user0", "10.0.0.10")).isEmpty();
    }

    @Test
    void guessingFromEverNewAddressesAndNamesKeepsItsMemoryBounded() {
        for (int i = 0; i < 20_000; i++) {
            throttle.recordFailure("victim-" + i, "10." + (i >> 16 & 255) + "." + (i >> 8 & 255) + "." + (i & 255));
        }
        assertThat(throttle.trackedKeys()).isLessThanOrEqualTo(2 * 1000);
    }

    private static SubmissionConfig.SignIn limits(int free, int perAddress) {
        return new SubmissionConfig.SignIn() {
            public int freeFailures() {
                return free;
            }

            public Duration firstDelay() {
                return Duration.ofSeconds(1);
            }

            public Duration maxDelay() {
                return Duration.ofMinutes(2);
            }

            public int maxFailuresPerAddress() {
                return perAddress;
            }

            public Duration window() {
                return Duration.ofMinutes(10);
            }

            public int maxTracked() {
                return 1000;
            }
        };
    }

    private static final class MutableClock extends Clock {
        private Instant now = Instant.parse("2026-01-01T00:00:00Z");

        void advance(Duration d) {
            now = now.plus(d);
        }

        public Instant instant() {
            return now;
        }

        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }
    }
}
