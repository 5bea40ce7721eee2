package dev.arbiter.runner.health;

import dev.arbiter.runner.config.RunnerConfig;
import dev.arbiter.runner.service.WorkerSlots;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Reports which sandbox backend this runner uses and how many matches it plays at once, so that
 * an operator can tell runners apart from their readiness probes.
 */
@Readiness
@ApplicationScoped
public class RunnerCapacityCheck implements HealthCheck {

    private final RunnerConfig config;
    private final WorkerSlots slots;

    public RunnerCapacityCheck(RunnerConfig config, WorkerSlots slots) {
        this.config = config;
        this.slots = slots;
    }

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named("sandbox-runner-capacity")
                .up()
                .withData("backend", config.backend())
                .withData("workerSlots", slots.effective())
                .build();
    }
}
