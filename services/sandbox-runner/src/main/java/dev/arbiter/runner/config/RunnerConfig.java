package dev.arbiter.runner.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * Settings of a sandbox runner, read from {@code arbiter.sandbox-runner.*}
 * (environment: {@code ARBITER_SANDBOX_RUNNER_*}).
 */
@ConfigMapping(prefix = "arbiter.sandbox-runner")
public interface RunnerConfig {

    /**
     * How many matches this runner plays at the same time. {@code 0} (the default) means one slot
     * per processor available to the JVM; negative values are rejected at startup. Lower it when
     * games or players are multi-threaded, so that entries do not compete for CPU time.
     */
    @WithDefault("0")
    int workerSlots();

    /**
     * Which sandbox backend isolates games and players: {@code local} (bubblewrap, cgroups and
     * rlimits; single machine, laptops, CI), {@code docker} (a Docker engine; production and
     * cluster nodes) or {@code none} (no isolation; trusted code only).
     */
    @WithDefault("local")
    String backend();
}
