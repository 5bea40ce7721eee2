package dev.arbiter.scheduler.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

import java.time.Duration;

/**
 * Settings of the scheduler, read from {@code arbiter.scheduler.*}
 * (environment: {@code ARBITER_SCHEDULER_*}).
 */
@ConfigMapping(prefix = "arbiter.scheduler")
public interface SchedulerConfig {

    /**
     * How long a runner holds a match without a heartbeat. Each heartbeat renews the lease; a
     * lease that expires makes the scheduler re-issue the match to another runner. Accepts
     * ISO-8601 ({@code PT1M}) or short ({@code 60s}) durations.
     */
    @WithDefault("60s")
    Duration leaseDuration();

    /**
     * How many times one match is issued before the scheduler gives up and marks it
     * {@code infrastructure-error} (never rated, never counted against a quota).
     */
    @WithDefault("3")
    int maxAttempts();
}
