package dev.arbiter.submission.security;

import dev.arbiter.submission.config.SubmissionConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Slows password guessing down where it comes from. Failures count per (account, client address) and per address:
 * past {@link SubmissionConfig.SignIn#freeFailures()} for a pair (or {@link SubmissionConfig.SignIn#maxFailuresPerAddress()}
 * for an address), each further try must wait, the wait doubling with every failure up to
 * {@link SubmissionConfig.SignIn#maxDelay()}. No count is kept per account alone: failures from one address never
 * make anyone wait at another, so a stranger cannot keep an owner (or the organiser, on loopback) out.
 *
 * <p>Hand-written: the Quarkus platform has no rate limiter, and this needs two keys and a "time until allowed"
 * for the page. State is per process: behind a load balancer each replica counts on its own, which multiplies the
 * allowance by the replica count but still stops guessing at scale.
 */
@ApplicationScoped
public class SignInThrottle {

    /** Bounded ({@link SubmissionConfig.SignIn#maxTracked()}): guessing from ever new addresses or names cannot fill memory. */
    private final Map<String, Failures> pairFailures;
    private final Map<String, Failures> addressFailures;
    private final SubmissionConfig.SignIn limits;
    private final Clock clock;

    @Inject
    public SignInThrottle(SubmissionConfig config) {
        this(config.signIn(), Clock.systemUTC());
    }

    SignInThrottle(SubmissionConfig.SignIn limits, Clock clock) {
        this.limits = limits;
        this.clock = clock;
        this.pairFailures = BoundedMaps.holdingAtMost(limits.maxTracked());
        this.addressFailures = BoundedMaps.holdingAtMost(limits.maxTracked());
    }

    /** How many (account, address) pairs and addresses have failures remembered. */
    int trackedKeys() {
        return pairFailures.size() + addressFailures.size();
    }

    /** How long this account must wait before its next try from this address; empty when it may try now. */
    public Optional<Duration> waitBefore(String username, String address) {
        Instant now = clock.instant();
        Duration wait = max(remaining(pairFailures, pair(username, address), limits.freeFailures(), now),
                remaining(addressFailures, address, limits.maxFailuresPerAddress(), now));
        return wait.isZero() ? Optional.empty() : Optional.of(wait);
    }

    /** How long this address must wait before its next try, whatever the account; empty when it may try now. */
    public Optional<Duration> addressWait(String address) {
        Duration wait = remaining(addressFailures, address, limits.maxFailuresPerAddress(), clock.instant());
        return wait.isZero() ? Optional.empty() : Optional.of(wait);
    }

    public void recordFailure(String username, String address) {
        Instant now = clock.instant();
        pairFailures.computeIfAbsent(pair(username, address), k -> new Failures()).add(now, limits.window());
        addressFailures.computeIfAbsent(address, k -> new Failures()).add(now, limits.window());
    }

    /**
     * A correct password clears the account's failures from this address (not from others, and not the address's
     * own count: one address may guess many accounts and know one password).
     */
    public void recordSuccess(String username, String address) {
        pairFailures.remove(pair(username, address));
    }

    /** The wait still due after {@code count} failures when {@code free} of them cost nothing. */
    Duration delayAfter(int count, int free) {
        if (count < free) {
            return Duration.ZERO;
        }
        int doublings = Math.min(count - free, 40);
        long millis = limits.firstDelay().toMillis();
        long grown = doublings >= 62 || millis > (Long.MAX_VALUE >> doublings) ? Long.MAX_VALUE : millis << doublings;
        return Duration.ofMillis(Math.min(grown, limits.maxDelay().toMillis()));
    }

    private Duration remaining(Map<String, Failures> failures, String key, int free, Instant now) {
        Failures counted = failures.get(key);
        if (counted == null) {
            return Duration.ZERO;
        }
        synchronized (counted) {
            if (counted.count == 0 || !now.isBefore(counted.last.plus(limits.window()))) {
                counted.count = 0;
                return Duration.ZERO;
            }
            Duration due = Duration.between(now, counted.last.plus(delayAfter(counted.count, free)));
            return due.isNegative() ? Duration.ZERO : due;
        }
    }

    private static String pair(String username, String address) {
        return (username == null ? "" : username.toLowerCase(Locale.ROOT)) + '\n' + address;
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    /** Failures of one key since it last started afresh, and when the latest was. */
    private static final class Failures {
        private int count;
        private Instant last = Instant.EPOCH;

        synchronized void add(Instant now, Duration window) {
            if (!now.isBefore(last.plus(window))) {
                count = 0;
            }
            count = count == Integer.MAX_VALUE ? count : count + 1;
            last = now;
        }
    }
}
