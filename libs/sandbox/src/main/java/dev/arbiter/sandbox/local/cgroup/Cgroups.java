package dev.arbiter.sandbox.local.cgroup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Picks the cgroup driver for this host: v2 when the cgroup2 hierarchy has the memory, cpu and pids
 * controllers (pure v2 hosts), else v1 when those controllers are mounted as v1 hierarchies (v1 and
 * the "hybrid" layout, where cgroup2 is mounted but owns no controllers).
 */
public final class Cgroups {

    private Cgroups() {
    }

    /** The driver for the running process's own cgroups. */
    public static CgroupDriver detect(String v2Parent) throws IOException {
        return detect(CgroupMounts.parse(Files.readAllLines(Path.of("/proc/self/mountinfo")),
                Files.readAllLines(Path.of("/proc/self/cgroup"))), new CgroupFiles(), v2Parent);
    }

    /**
     * @param v2Parent on v2, the group runs are created under, relative to the cgroup2 mount
     *                 (null: {@code arbiter} at the top)
     * @throws IOException saying what is missing when neither version offers the controllers
     */
    public static CgroupDriver detect(CgroupMounts mounts, CgroupFiles files, String v2Parent) throws IOException {
        if (mounts.v2().isPresent()) {
            Path mount = mounts.v2().get().mountPoint();
            Set<String> controllers = Arrays.stream(files.readIfPresent(mount.resolve("cgroup.controllers")).orElse("")
                    .split("\\s+")).collect(Collectors.toSet());
            if (controllers.containsAll(CgroupV2Driver.CONTROLLERS)) {
                String parent = v2Parent == null || v2Parent.isBlank() ? "arbiter" : v2Parent.replaceFirst("^/+", "");
                return new CgroupV2Driver(files, mount, mount.resolve(parent));
            }
        }
        List<String> missing = CgroupV1Driver.REQUIRED.stream().filter(c -> !mounts.v1().containsKey(c)).toList();
        if (missing.isEmpty()) {
            return new CgroupV1Driver(files, mounts.v1());
        }
        throw new IOException("no usable cgroups: cgroup2 lacks memory/cpu/pids and no v1 hierarchy offers "
                + String.join(", ", missing));
    }
}
