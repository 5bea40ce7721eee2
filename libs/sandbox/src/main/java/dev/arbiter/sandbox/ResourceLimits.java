package dev.arbiter.sandbox;

import java.time.Duration;

/**
 * Limits a backend enforces on one program. The wall clock is enforced by the judge from outside;
 * everything here is enforced by the backend (cgroups, rlimits, engine settings). The {@code none}
 * backend enforces none of them and is for debugging only.
 *
 * @param memoryBytes   resident memory (plus swap) cap; exceeding it is an OOM kill
 * @param cpus          CPU quota in cores (0.5 = half a core)
 * @param cpuTime       total CPU time before the program is killed
 * @param pids          processes and threads the program may have at once
 * @param openFiles     open file descriptors
 * @param fileSizeBytes largest file the program may write
 * @param tmpBytes      size of its private writable /tmp
 */
public record ResourceLimits(
        long memoryBytes,
        double cpus,
        Duration cpuTime,
        int pids,
        int openFiles,
        long fileSizeBytes,
        long tmpBytes) {

    private static final long MIB = 1024L * 1024;

    /** Sane defaults for a game-playing entry: 512 MiB, one core, 10 CPU minutes, 64 pids. */
    public static ResourceLimits defaults() {
        return new ResourceLimits(512 * MIB, 1.0, Duration.ofMinutes(10), 64, 256, 16 * MIB, 64 * MIB);
    }

    public ResourceLimits withMemoryBytes(long bytes) {
        return new ResourceLimits(bytes, cpus, cpuTime, pids, openFiles, fileSizeBytes, tmpBytes);
    }

    public ResourceLimits withCpuTime(Duration time) {
        return new ResourceLimits(memoryBytes, cpus, time, pids, openFiles, fileSizeBytes, tmpBytes);
    }

    public ResourceLimits withPids(int max) {
        return new ResourceLimits(memoryBytes, cpus, cpuTime, max, openFiles, fileSizeBytes, tmpBytes);
    }

    public ResourceLimits withFileSizeBytes(long bytes) {
        return new ResourceLimits(memoryBytes, cpus, cpuTime, pids, openFiles, bytes, tmpBytes);
    }
}
