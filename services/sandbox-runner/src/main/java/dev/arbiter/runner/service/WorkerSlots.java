package dev.arbiter.runner.service;

import dev.arbiter.runner.config.RunnerConfig;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

/**
 * The number of matches this runner plays concurrently, resolved once at startup from
 * {@link RunnerConfig#workerSlots()}: a positive value is taken as is, {@code 0} means the available
 * processors divided by {@link RunnerConfig#coresPerMatch()} (at least one), so that the runner never
 * takes more timed programs at once than it has cores, and a negative value stops the service from
 * starting.
 */
@Startup
@ApplicationScoped
public class WorkerSlots {

    private static final Logger LOG = Logger.getLogger(WorkerSlots.class);

    private final int configured;
    private final int effective;

    public WorkerSlots(RunnerConfig config) {
        this.configured = config.workerSlots();
        this.effective = resolve(configured, config.coresPerMatch(), Runtime.getRuntime().availableProcessors());
        LOG.infof("Sandbox runner: %d worker slot(s) (configured %d), backend '%s'",
                effective, configured, config.backend());
    }

    static int resolve(int configured, int coresPerMatch, int availableProcessors) {
        if (configured < 0) {
            throw new IllegalArgumentException("arbiter.sandbox-runner.worker-slots must be 0 (processors / "
                    + "cores-per-match) or positive, was " + configured);
        }
        if (coresPerMatch < 1) {
            throw new IllegalArgumentException("arbiter.sandbox-runner.cores-per-match must be at least 1, was " + coresPerMatch);
        }
        return configured == 0 ? Math.max(1, availableProcessors / coresPerMatch) : configured;
    }

    /** The value as configured; {@code 0} stands for "processors / cores-per-match". */
    public int configured() {
        return configured;
    }

    /** The number of matches run concurrently. Always at least 1. */
    public int effective() {
        return effective;
    }
}
