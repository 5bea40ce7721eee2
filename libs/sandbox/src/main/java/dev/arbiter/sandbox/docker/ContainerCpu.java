package dev.arbiter.sandbox.docker;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * CPU time used by a whole container, read from its cgroup on this host, where the engine runs on
 * the runner's host (the common case, and the one the scripts set up). RLIMIT_CPU only sees one
 * process at a time; this is what lets the backend hold an entry that spreads its work over many
 * processes to its CPU-time limit too. Empty where the cgroup is not visible (a remote engine):
 * the per-process limit and the judge's wall clock still hold there.
 */
final class ContainerCpu {

    private static final Path CGROUPS = Path.of("/sys/fs/cgroup");

    private final Path file;
    private final boolean v2;

    private ContainerCpu(Path file, boolean v2) {
        this.file = file;
        this.v2 = v2;
    }

    /** The accounting file of container {@code id}: v1 cpuacct, v2 with the cgroupfs or the systemd driver. */
    static Optional<ContainerCpu> find(String id) {
        for (String v1 : List.of("cpuacct/docker/", "cpu,cpuacct/docker/")) {
            Path usage = CGROUPS.resolve(v1 + id + "/cpuacct.usage");
            if (Files.isReadable(usage)) {
                return Optional.of(new ContainerCpu(usage, false));
            }
        }
        for (String v2 : List.of("docker/" + id, "system.slice/docker-" + id + ".scope")) {
            Path stat = CGROUPS.resolve(v2 + "/cpu.stat");
            if (Files.isReadable(stat)) {
                return Optional.of(new ContainerCpu(stat, true));
            }
        }
        return Optional.empty();
    }

    /** Empty once the container's cgroup is gone. */
    Optional<Duration> used() {
        try {
            if (!v2) {
                return Optional.of(Duration.ofNanos(Long.parseLong(Files.readString(file).strip())));
            }
            for (String line : Files.readAllLines(file)) {
                if (line.startsWith("usage_usec ")) {
                    return Optional.of(Duration.ofNanos(Long.parseLong(line.substring(11).strip()) * 1000));
                }
            }
            return Optional.empty();
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }
}
