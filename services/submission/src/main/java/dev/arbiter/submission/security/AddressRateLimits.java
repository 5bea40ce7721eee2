package dev.arbiter.submission.security;

import dev.arbiter.submission.config.SubmissionConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * How many accounts and API tokens one client address may create ({@link SubmissionConfig.RateLimits}).
 * Per process, like the sign-in throttle: behind several replicas each counts on its own.
 */
@ApplicationScoped
public class AddressRateLimits {

    private final FixedWindowLimit registrations;
    private final FixedWindowLimit tokens;

    @Inject
    public AddressRateLimits(SubmissionConfig config) {
        this(config.rateLimits(), Clock.systemUTC());
    }

    AddressRateLimits(SubmissionConfig.RateLimits limits, Clock clock) {
        this.registrations = new FixedWindowLimit(limits.registrationsPerAddress(), limits.window(), limits.maxTracked(), clock);
        this.tokens = new FixedWindowLimit(limits.tokensPerAddress(), limits.window(), limits.maxTracked(), clock);
    }

    /** Counts a registration from this address; empty when allowed, else how long until it may register again. */
    public Optional<Duration> registration(String address) {
        return registrations.tryAcquire(address);
    }

    /** Counts a token creation from this address; empty when allowed, else how long until it may again. */
    public Optional<Duration> tokenCreation(String address) {
        return tokens.tryAcquire(address);
    }
}
