package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.ResourceLimits;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The whole argv that starts one entry: {@code sh} writes its own pid into the run's cgroups and
 * execs {@code prlimit}, which sets the rlimits and execs {@code setpriv}, which drops to the sandbox
 * uid and execs {@code bwrap}. One process all along, so the entry is inside its cgroups and limits
 * before its first instruction, and nothing else (no helper, no daemon) stays around.
 */
final class LauncherArgs {

    /** Exit status of the launcher when it could not join a cgroup (the entry never ran). */
    static final int JOIN_FAILED = 125;

    /**
     * Args: N, N cgroup.procs files, then the command to exec. The entry's stdin and stdout move to
     * fds 3 and 4 (see {@link BubblewrapArgs#STDIO_SCRIPT}): bwrap's own processes close every fd
     * above 2 but keep 0–2 for their lifetime, so an entry that closes its stdout would otherwise
     * never show end-of-file to the judge.
     */
    static final String JOIN_SCRIPT = "n=$1; shift; while [ \"$n\" -gt 0 ]; do echo $$ > \"$1\" || exit "
            + JOIN_FAILED + "; shift; n=$((n - 1)); done; exec \"$@\" 3<&0 4>&1 0</dev/null 1>/dev/null";

    private LauncherArgs() {
    }

    /** One exec hop of the launch: what it does, and its argv up to the program it execs next. */
    record Hop(String does, List<String> argv) {
    }

    static List<String> build(HostTools tools, List<Path> joinFiles, ResourceLimits limits, LocalBackendConfig config,
                              List<String> sandboxed) {
        var args = new ArrayList<String>();
        hops(tools, joinFiles, limits, config).forEach(hop -> args.addAll(hop.argv()));
        args.addAll(sandboxed);
        return args;
    }

    /** The hops before bubblewrap, in order (bench/SandboxLatency times the start cut after each). */
    static List<Hop> hops(HostTools tools, List<Path> joinFiles, ResourceLimits limits, LocalBackendConfig config) {
        var join = new ArrayList<String>(List.of(tools.sh().toString(), "-c", JOIN_SCRIPT, "arbiter-join",
                Integer.toString(joinFiles.size())));
        joinFiles.forEach(f -> join.add(f.toString()));
        // The backend's CPU watch enforces the limit on the whole run; RLIMIT_CPU is the backstop per
        // process, a second above it, so that which of the two fires first is never a race, and
        // soft = hard, so the kernel sends SIGKILL rather than a catchable SIGXCPU.
        long cpuSeconds = (limits.cpuTime().toMillis() + 999) / 1000 + 1;
        var rlimits = List.of(tools.prlimit().toString(),
                "--cpu=" + cpuSeconds + ":" + cpuSeconds,
                "--nofile=" + limits.openFiles() + ":" + limits.openFiles(),
                "--fsize=" + limits.fileSizeBytes() + ":" + limits.fileSizeBytes(),
                // no core dumps: core_pattern may hand them to a host program
                "--core=0:0", "--");
        var uid = List.of(tools.setpriv().toString(), "--reuid=" + config.uid(), "--regid=" + config.gid(),
                "--clear-groups", "--");
        return List.of(new Hop("cgroup join (sh)", join), new Hop("rlimits (prlimit)", rlimits),
                new Hop("uid drop (setpriv)", uid));
    }
}
