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
    private final SignInThrottle throttle = new SignInThrottle(limits(3, 5, Duration.ofMinutes(10)), clock);

    @Test
    void anAccountIsBlockedAtItsLimitUntilTheOldestFailureLeavesTheWindow() {
        for (int i = 0; i < 3; i++) {
            assertThat(throttle.blockedFor("ada", "10.0.0.1")).isEmpty();
            throttle.recordFailure("ada", "10.0.0.1");
            clock.advance(Duration.ofMinutes(1));
        }

        assertThat(throttle.blockedFor("ADA", "10.0.0.2")).contains(Duration.ofMinutes(7));
        clock.advance(Duration.ofMinutes(7));
        assertThat(throttle.blockedFor("ada", "10.0.0.2")).isEmpty();
    }

    @Test
    void anAddressGuessingManyAccountsIsBlockedForEveryAccount() {
        for (int i = 0; i < 5; i++) {
            throttle.recordFailure("user" + i, "10.0.0.9");
        }

        assertThat(throttle.blockedFor("someone-else", "10.0.0.9")).isPresent();
        assertThat(throttle.addressBlockedFor("10.0.0.9")).isPresent();
        assertThat(throttle.blockedFor("someone-else", "10.0.0.10")).isEmpty();
    }

    @Test
    void aCorrectPasswordClearsTheAccountsFailuresButNotTheAddresss() {
        throttle.recordFailure("bob", "10.0.0.3");
        throttle.recordFailure("bob", "10.0.0.3");
        throttle.recordSuccess("bob");
        throttle.recordFailure("bob", "10.0.0.3");
        throttle.recordFailure("bob", "10.0.0.3");

        assertThat(throttle.blockedFor("bob", "10.0.0.4")).isEmpty();
        throttle.recordFailure("bob", "10.0.0.3");
        assertThat(throttle.addressBlockedFor("10.0.0.3")).isPresent();
    }

    @Test
    void guessingFromEverNewAddressesAndNamesKeepsItsMemoryBounded() {
        for (int i = 0; i < 20_000; i++) {
            throttle.recordFailure("victim-" + i, "10." + (i >> 16 & 255) + "." + (i >> 8 & 255) + "." + (i & 255));
        }
        assertThat(throttle.trackedKeys()).isLessThanOrEqualTo(2 * 1000);
    }

    private static SubmissionConfig.SignIn limits(int perAccount, int perAddress, Duration window) {
        return new SubmissionConfig.SignIn() {
            public int maxFailuresPerAccount() {
                return perAccount;
            }

            public int maxFailuresPerAddress() {
                return perAddress;
            }

            public Duration window() {
                return window;
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
