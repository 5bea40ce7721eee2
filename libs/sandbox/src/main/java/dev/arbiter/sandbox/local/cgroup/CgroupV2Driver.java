package dev.arbiter.sandbox.local.cgroup;

import dev.arbiter.sandbox.ResourceLimits;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * cgroup v2: one directory per run under a base group whose subtree has the memory, cpu and pids
 * controllers. v2 forbids processes in a group that hands controllers to children, so the base
 * cannot be the runner's own group (it holds the runner); by default it is {@code <mount>/arbiter},
 * or a delegated group given in configuration.
 */
public final class CgroupV2Driver implements CgroupDriver {

    static final Set<String> CONTROLLERS = Set.of("memory", "cpu", "pids");
    private static final long CPU_PERIOD_US = 100_000;

    private final CgroupFiles files;
    private final Path mountPoint;
    private final Path base;
    private boolean prepared;

    public CgroupV2Driver(CgroupFiles files, Path mountPoint, Path base) {
        this.files = files;
        this.mountPoint = mountPoint;
        this.base = base;
    }

    @Override
    public String describe() {
        return "cgroup v2 (" + base + ")";
    }

    @Override
    public RunCgroup create(String name, ResourceLimits limits) throws IOException {
        prepare();
        var run = new Run(files, name, base.resolve(name));
        run.setUp(describe(), () -> {
            files.write(run.dir.resolve("memory.max"), Long.toString(limits.memoryBytes()));
            run.writeIfSupported(run.dir.resolve("memory.swap.max"), "0");
            // One OOM kills the whole run, not just its biggest process: an entry is one unit.
            run.writeIfSupported(run.dir.resolve("memory.oom.group"), "1");
            files.write(run.dir.resolve("cpu.max"), CgroupV1Driver.quotaMicros(limits.cpus(), CPU_PERIOD_US) + " " + CPU_PERIOD_US);
            files.write(run.dir.resolve("pids.max"), Integer.toString(limits.pids()));
        });
        return run;
    }

    @Override
    public List<RunCgroup> existing(String prefix) throws IOException {
        return files.children(base, prefix).stream()
                .<RunCgroup>map(dir -> new Run(files, dir.getFileName().toString(), dir)).toList();
    }

    /** Creates the base and enables the controllers on every level from the mount down to it. */
    private synchronized void prepare() throws IOException {
        if (prepared) {
            return;
        }
        if (!base.startsWith(mountPoint)) {
            throw new IOException(base + " is not inside the cgroup2 mount " + mountPoint);
        }
        Path level = mountPoint;
        enableControllers(level);
        for (Path part : mountPoint.relativize(base)) {
            level = level.resolve(part);
            if (!files.exists(level)) {
                files.createGroup(level);
            }
            enableControllers(level);
        }
        prepared = true;
    }

    private void enableControllers(Path group) throws IOException {
        Path control = group.resolve("cgroup.subtree_control");
        Set<String> enabled = Arrays.stream(files.readIfPresent(control).orElse("").split("\\s+"))
                .map(c -> c.replaceFirst("^\\+", "")).collect(Collectors.toSet());
        var missing = CONTROLLERS.stream().filter(c -> !enabled.contains(c)).sorted().map(c -> "+" + c).toList();
        if (missing.isEmpty()) {
            return;
        }
        try {
            files.write(control, String.join(" ", missing));
        } catch (IOException e) {
            throw new IOException("cannot enable " + String.join(" ", missing) + " in " + control
                    + " (a group holding processes cannot hand controllers down; set ARBITER_CGROUP_PARENT "
                    + "to a delegated group): " + e.getMessage(), e);
        }
    }

    private static final class Run extends RunCgroup {
        private final Path dir;

        Run(CgroupFiles files, String name, Path dir) {
            super(files, name);
            this.dir = dir;
        }

        @Override
        public List<Path> dirs() {
            return List.of(dir);
        }

        @Override
        public boolean oomKilled() throws IOException {
            return keyed(dir.resolve("memory.events"), "oom_kill") > 0;
        }

        @Override
        public Optional<Duration> cpuUsage() throws IOException {
            if (!files.exists(dir.resolve("cpu.stat"))) {
                return Optional.empty();
            }
            return Optional.of(Duration.ofNanos(keyed(dir.resolve("cpu.stat"), "usage_usec") * 1000));
        }

        @Override
        protected boolean killAtOnce() {
            Path kill = dir.resolve("cgroup.kill");
            if (!files.exists(kill)) {
                return false;
            }
            writeIfSupported(kill, "1");
            return true;
        }
    }
}
