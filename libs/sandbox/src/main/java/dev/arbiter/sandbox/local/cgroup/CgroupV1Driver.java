package dev.arbiter.sandbox.local.cgroup;

import dev.arbiter.sandbox.ResourceLimits;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * cgroup v1 (also the "hybrid" layout): one directory per controller hierarchy, each run's groups
 * created under this process's own group in that hierarchy, so a runner that is itself limited (a
 * container, a session's memory cgroup) passes its limits down to every entry instead of escaping
 * them. cpuacct is optional: without it the CPU-time limit rests on RLIMIT_CPU alone.
 */
public final class CgroupV1Driver implements CgroupDriver {

    static final List<String> REQUIRED = List.of("memory", "cpu", "pids");
    private static final long CFS_PERIOD_US = 100_000;

    private final CgroupFiles files;
    /** Controller → the directory runs are created in; co-mounted controllers share one. */
    private final Map<String, Path> parents;

    public CgroupV1Driver(CgroupFiles files, Map<String, Path> parents) {
        this.files = files;
        this.parents = new LinkedHashMap<>();
        for (String controller : List.of("pids", "memory", "cpu", "cpuacct")) {
            if (parents.containsKey(controller)) {
                this.parents.put(controller, parents.get(controller));
            }
        }
    }

    @Override
    public String describe() {
        return "cgroup v1 (" + String.join(", ", parents.keySet()) + ")";
    }

    @Override
    public RunCgroup create(String name, ResourceLimits limits) throws IOException {
        var run = new Run(files, name, dirsOf(name));
        run.setUp(describe(), () -> {
            Path memory = run.dir("memory");
            files.write(memory.resolve("memory.limit_in_bytes"), Long.toString(limits.memoryBytes()));
            // memory+swap: without it a swapping host lets the entry exceed its memory limit.
            run.writeIfSupported(memory.resolve("memory.memsw.limit_in_bytes"), Long.toString(limits.memoryBytes()));
            Path cpu = run.dir("cpu");
            files.write(cpu.resolve("cpu.cfs_period_us"), Long.toString(CFS_PERIOD_US));
            files.write(cpu.resolve("cpu.cfs_quota_us"), Long.toString(quotaMicros(limits.cpus(), CFS_PERIOD_US)));
            files.write(run.dir("pids").resolve("pids.max"), Integer.toString(limits.pids()));
        });
        return run;
    }

    @Override
    public List<RunCgroup> existing(String prefix) throws IOException {
        return files.children(parents.get("pids"), prefix).stream()
                .<RunCgroup>map(dir -> new Run(files, dir.getFileName().toString(), dirsOf(dir.getFileName().toString())))
                .toList();
    }

    private Map<String, Path> dirsOf(String name) {
        var dirs = new LinkedHashMap<String, Path>();
        parents.forEach((controller, parent) -> dirs.put(controller, parent.resolve(name)));
        return dirs;
    }

    static long quotaMicros(double cpus, long periodMicros) {
        return Math.max(1000, Math.round(cpus * periodMicros));
    }

    private static final class Run extends RunCgroup {
        private final Map<String, Path> byController;

        Run(CgroupFiles files, String name, Map<String, Path> byController) {
            super(files, name);
            this.byController = byController;
        }

        Path dir(String controller) {
            return byController.get(controller);
        }

        @Override
        public List<Path> dirs() {
            return byController.values().stream().distinct().toList();
        }

        @Override
        public boolean oomKilled() throws IOException {
            // oom_kill counts kills in this group (kernel 4.13+); failcnt alone also counts reclaims.
            return keyed(dir("memory").resolve("memory.oom_control"), "oom_kill") > 0;
        }

        @Override
        public Optional<Duration> cpuUsage() throws IOException {
            Path cpuacct = dir("cpuacct");
            if (cpuacct == null) {
                return Optional.empty();
            }
            return files.readIfPresent(cpuacct.resolve("cpuacct.usage")).map(ns -> Duration.ofNanos(Long.parseLong(ns)));
        }
    }
}
