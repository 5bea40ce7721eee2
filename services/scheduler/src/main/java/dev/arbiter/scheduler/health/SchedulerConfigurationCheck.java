package dev.arbiter.scheduler.health;

import dev.arbiter.scheduler.config.SchedulerConfig;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Reports the lease policy in force, so an operator reading the readiness probe sees how long a
 * silent runner keeps a match and how often a match is retried. Down if that policy could never
 * get a match run: a lease that is not positive, or fewer than one attempt.
 */
@Readiness
@ApplicationScoped
public class SchedulerConfigurationCheck implements HealthCheck {

    private final SchedulerConfig config;

    public SchedulerConfigurationCheck(SchedulerConfig config) {
        this.config = config;
    }

    @Override
    public HealthCheckResponse call() {
        boolean usable = config.leaseDuration().isPositive() && config.maxAttempts() >= 1;
        return HealthCheckResponse.named("scheduler-lease-policy")
                .status(usable)
                .withData("leaseDuration", config.leaseDuration().toString())
                .withData("maxAttempts", config.maxAttempts())
                .build();
    }
}
