package dev.arbiter.runner.service.build;

import dev.arbiter.runner.config.RunnerConfig;
import dev.arbiter.sandbox.ResourceLimits;

import java.time.Duration;

/**
 * What one build may use: the sandbox's limits, and those the runner enforces from outside (wall clock, size of
 * the built tree, output).
 *
 * @param wallTime    the whole build, packing included
 * @param sandbox     memory, CPU, pids, files and /tmp, enforced by the backend
 * @param maxArtefact largest built tree (uncompressed tar bytes)
 * @param logKept     bytes of output kept for the entry page
 * @param logLimit    bytes of output after which the build is stopped
 */
public record BuildLimits(Duration wallTime, ResourceLimits sandbox, long maxArtefact, int logKept, long logLimit) {

    public static BuildLimits of(RunnerConfig.Build config) {
        long tmp = config.tmpSize().asLongValue();
        var sandbox = new ResourceLimits(config.memory().asLongValue(), 1.0, config.cpuTime(), config.pids(), 1024,
                tmp, tmp);
        return new BuildLimits(config.wallTime(), sandbox, config.maxArtefact().asLongValue(),
                (int) Math.min(Integer.MAX_VALUE, config.logKept().asLongValue()), config.logLimit().asLongValue());
    }
}
