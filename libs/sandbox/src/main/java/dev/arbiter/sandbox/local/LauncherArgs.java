package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.GoMessage;
import dev.arbiter.sandbox.ResourceLimits;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What starts one entry, in two parts (see arbiter-launch.c). The argv: {@code arbiter-launch outer}
 * writes its own pid into the run's cgroups, drops to the sandbox uid for good and execs bubblewrap,
 * which runs {@code arbiter-launch inner} in the sandbox: one process all along, inside its cgroups
 * before bubblewrap's first instruction. The go message, written first on the entry's stdin: the
 * rlimits, directory, environment and argv the inner launcher sets and execs. Only the go message
 * depends on the run, so the argv part can be started ahead of time.
 */
final class LauncherArgs {

    /** Exit status of the launcher when it could not join a cgroup (the entry never ran). */
    static final int JOIN_FAILED = 125;

    private LauncherArgs() {
    }

    /**
     * The argv: the outer launcher, the run's uid (and gid) it drops to, the cgroups it joins, then
     * {@code sandboxed} (bubblewrap's argv).
     */
    static List<String> build(HostTools tools, List<Path> joinFiles, int uid, List<String> sandboxed) {
        var args = new ArrayList<String>(List.of(tools.launcher().toString(), "outer",
                Integer.toString(uid), Integer.toString(uid)));
        joinFiles.forEach(f -> args.add(f.toString()));
        args.add("--");
        args.addAll(sandboxed);
        return args;
    }

    /**
     * The go message for {@code command}. The backend's CPU watch enforces the CPU-time limit on the
     * whole run; RLIMIT_CPU is the backstop per process, a second above it, so that which of the two
     * fires first is never a race, and soft = hard, so the kernel sends SIGKILL rather than a
     * catchable SIGXCPU. The inner launcher also sets RLIMIT_CORE to 0: core_pattern may hand a
     * core dump to a host program.
     */
    static byte[] go(ResourceLimits limits, String workDir, Map<String, String> env, List<String> command) {
        return GoMessage.encode(goFields(limits, workDir, env, command));
    }

    /** The fields of {@link #go}: CPU seconds, open files, file size, then {@link GoMessage#fields}. */
    static List<String> goFields(ResourceLimits limits, String workDir, Map<String, String> env, List<String> command) {
        long cpuSeconds = (limits.cpuTime().toMillis() + 999) / 1000 + 1;
        var fields = new ArrayList<String>(List.of(Long.toString(cpuSeconds), Integer.toString(limits.openFiles()),
                Long.toString(limits.fileSizeBytes())));
        fields.addAll(GoMessage.fields(workDir, env, command));
        return List.copyOf(fields);
    }
}
