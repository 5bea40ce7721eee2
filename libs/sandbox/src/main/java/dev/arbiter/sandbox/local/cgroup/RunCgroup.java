package dev.arbiter.sandbox.local.cgroup;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The cgroup(s) of one sandboxed run: one directory on cgroup v2, one per hierarchy on v1. Every
 * process of the run is in it (the launcher joins before it execs, children inherit), which is what
 * makes "kill everything" and "nothing left behind" checkable: a group can only be removed once it
 * is empty.
 */
public abstract class RunCgroup {

    /** Kill rounds before giving up; a fork bomb is capped by pids.max, so a few rounds suffice. */
    private static final int KILL_ROUNDS = 2000;
    private static final int REMOVE_ATTEMPTS = 400;

    protected final CgroupFiles files;
    private final String name;
    private boolean removed;

    protected RunCgroup(CgroupFiles files, String name) {
        this.files = files;
        this.name = name;
    }

    public String name() {
        return name;
    }

    /** The group's directories, the one holding {@code cgroup.procs} to list processes from first. */
    public abstract List<Path> dirs();

    /** Whether the kernel OOM-killed a process of the run. */
    public abstract boolean oomKilled() throws IOException;

    /** CPU time used by every process of the run so far, when the kernel accounts it. */
    public abstract Optional<Duration> cpuUsage() throws IOException;

    /** Kills every process at once where the kernel offers it (v2 {@code cgroup.kill}); false otherwise. */
    protected boolean killAtOnce() {
        return false;
    }

    /** Writes a group's limits; may fail half-way. */
    @FunctionalInterface
    protected interface LimitWriter {
        void write() throws IOException;
    }

    /**
     * Creates the group's directories and writes its limits; on any failure removes what it made, so
     * a run that cannot be limited never starts and never leaves a group behind.
     */
    protected final void setUp(String driver, LimitWriter limits) throws IOException {
        try {
            for (Path dir : dirs()) {
                files.createGroup(dir);
            }
            limits.write();
        } catch (IOException e) {
            remove();
            throw new IOException("cannot set up " + driver + " group " + name + ": " + e.getMessage(), e);
        }
    }

    /** The {@code cgroup.procs} files a launcher writes its own pid into, one per directory. */
    public List<Path> joinFiles() {
        return dirs().stream().map(d -> d.resolve("cgroup.procs")).toList();
    }

    /** Processes currently in the group (empty once removed). */
    public synchronized Set<Long> processes() {
        if (removed) {
            return Set.of();
        }
        var pids = new LinkedHashSet<Long>();
        try {
            for (String line : files.read(dirs().getFirst().resolve("cgroup.procs")).split("\n")) {
                if (!line.isBlank()) {
                    pids.add(Long.parseLong(line.strip()));
                }
            }
        } catch (IOException e) {
            return Set.of();
        }
        return pids;
    }

    /**
     * SIGKILLs every process until none is left. On v1 there is no atomic kill: processes are listed
     * and killed in rounds, which converges because pids.max caps how fast new ones can appear.
     *
     * @return whether the group is empty
     */
    public synchronized boolean killAll() {
        if (removed) {
            return true;
        }
        killAtOnce();
        for (int round = 0; round < KILL_ROUNDS; round++) {
            Set<Long> pids = processes();
            if (pids.isEmpty()) {
                return true;
            }
            // ProcessHandle checks the start time, so a recycled pid is never killed by mistake.
            pids.forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
            pause();
        }
        return processes().isEmpty();
    }

    /**
     * Kills what is left and removes the group's directories. rmdir fails while the kernel still
     * tears down the last exited tasks, hence the short retries.
     *
     * @return whether every directory is gone
     */
    public synchronized boolean remove() {
        if (removed) {
            return true;
        }
        killAll();
        boolean all = true;
        for (Path dir : dirs()) {
            all &= removeDir(dir);
        }
        removed = all;
        return all;
    }

    private boolean removeDir(Path dir) {
        for (int attempt = 0; attempt < REMOVE_ATTEMPTS; attempt++) {
            if (!files.exists(dir)) {
                return true;
            }
            try {
                files.removeGroup(dir);
                return true;
            } catch (IOException busy) {
                pause();
            }
        }
        return !files.exists(dir);
    }

    /** Writes a control value a kernel may not offer (memsw without swap accounting, cgroup.kill before 5.14). */
    protected void writeIfSupported(Path file, String value) {
        try {
            files.write(file, value);
        } catch (IOException unsupported) {
            // absent on this kernel: the limit it would add is enforced by the others
        }
    }

    /** The number after {@code key} in a "key value" per line file (memory.events, cpu.stat, oom_control). */
    protected long keyed(Path file, String key) throws IOException {
        for (String line : files.readIfPresent(file).orElse("").split("\n")) {
            String[] kv = line.strip().split("\\s+");
            if (kv.length == 2 && kv[0].equals(key)) {
                return Long.parseLong(kv[1]);
            }
        }
        return 0;
    }

    private static void pause() {
        try {
            Thread.sleep(5);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
