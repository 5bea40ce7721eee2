package dev.arbiter.submission.security;

import dev.arbiter.submission.config.SubmissionConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.Optional;

/**
 * Counts failed sign-ins per account and per client address in a sliding window and refuses further
 * attempts once either count reaches its limit, until the oldest failure leaves the window.
 *
 * <p>Hand-written: the Quarkus platform has no rate limiter, and this needs two keys and a "time until
 * allowed" for the page. State is per process: behind a load balancer each replica throttles on its own,
 * which multiplies the allowance by the replica count but still stops guessing at scale.
 */
@ApplicationScoped
public class SignInThrottle {

    /** Bounded ({@link SubmissionConfig.SignIn#maxTracked()}): guessing from ever new addresses or names cannot fill memory. */
    private final Map<String, Deque<Instant>> accountFailures;
    private final Map<String, Deque<Instant>> addressFailures;
    private final SubmissionConfig.SignIn limits;
    private final Clock clock;

    @Inject
    public SignInThrottle(SubmissionConfig config) {
        this(config.signIn(), Clock.systemUTC());
    }

    SignInThrottle(SubmissionConfig.SignIn limits, Clock clock) {
        this.limits = limits;
        this.clock = clock;
        this.accountFailures = BoundedMaps.holdingAtMost(limits.maxTracked());
        this.addressFailures = BoundedMaps.holdingAtMost(limits.maxTracked());
    }

    /** How many accounts and addresses have failures remembered. */
    int trackedKeys() {
        return accountFailures.size() + addressFailures.size();
    }

    /** How long until this account may try again from this address; empty when it may try now. */
    public Optional<Duration> blockedFor(String username, String address) {
        Instant now = clock.instant();
        Duration wait = max(waitTime(accountFailures, key(username), limits.maxFailuresPerAccount(), now),
                waitTime(addressFailures, address, limits.maxFailuresPerAddress(), now));
        return wait.isZero() ? Optional.empty() : Optional.of(wait);
    }

    /** How long until this address may try again, whatever the account; empty when it may try now. */
    public Optional<Duration> addressBlockedFor(String address) {
        Duration wait = waitTime(addressFailures, address, limits.maxFailuresPerAddress(), clock.instant());
        return wait.isZero() ? Optional.empty() : Optional.of(wait);
    }

    public void recordFailure(String username, String address) {
        Instant now = clock.instant();
        append(accountFailures, key(username), now);
        append(addressFailures, address, now);
    }

    /** A correct password clears the account's failures (not the address's: one address may guess many accounts). */
    public void recordSuccess(String username) {
        accountFailures.remove(key(username));
    }

    private Duration waitTime(Map<String, Deque<Instant>> failures, String key, int limit, Instant now) {
        Deque<Instant> times = failures.get(key);
        if (times == null) {
            return Duration.ZERO;
        }
        synchronized (times) {
            Instant horizon = now.minus(limits.window());
            while (!times.isEmpty() && !times.peekFirst().isAfter(horizon)) {
                times.pollFirst();
            }
            if (times.size() < limit) {
                return Duration.ZERO;
            }
            // Allowed again when enough old failures have left the window to drop below the limit.
            Instant oldestCounting = times.stream().skip(times.size() - limit).findFirst().orElseThrow();
            return Duration.between(now, oldestCounting.plus(limits.window()));
        }
    }

    private static void append(Map<String, Deque<Instant>> failures, String key, Instant now) {
        Deque<Instant> times = failures.computeIfAbsent(key, k -> new ArrayDeque<>());
        synchronized (times) {
            times.addLast(now);
        }
    }

    private static String key(String username) {
        return username == null ? "" : username.toLowerCase(java.util.Locale.ROOT);
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }
}
