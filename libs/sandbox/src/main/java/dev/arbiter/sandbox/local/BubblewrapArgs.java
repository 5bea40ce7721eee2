package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.LaunchPlan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The bubblewrap argv for one entry: every namespace unshared (network: loopback only), all
 * capabilities dropped, no nested user namespaces, a read-only view of the system's runtimes and of
 * the entry's own files, a private size-capped /tmp, and a minimal environment.
 */
final class BubblewrapArgs {

    /** PATH inside the sandbox: the system's, never the runner's. */
    static final String PATH = "/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin";

    private BubblewrapArgs() {
    }

    /**
     * @param entryPaths host paths the entry may read, mounted read-only at the same place
     * @param workDir    where the entry starts
     */
    static List<String> build(Path bwrap, LocalBackendConfig config, LaunchPlan plan, List<Path> entryPaths,
                              Path workDir) throws IOException {
        var args = new ArrayList<String>(List.of(bwrap.toString(),
                "--unshare-all", "--unshare-user", "--disable-userns",
                // die with the runner; own session, so the entry cannot push input into a terminal
                "--die-with-parent", "--new-session", "--cap-drop", "ALL",
                "--uid", Integer.toString(config.uid()), "--gid", Integer.toString(config.gid())));
        for (Path system : config.systemPaths()) {
            if (Files.isSymbolicLink(system)) {
                add(args, "--symlink", Files.readSymbolicLink(system).toString(), system.toString());
            } else if (Files.exists(system)) {
                add(args, "--ro-bind", system.toString(), system.toString());
            }
        }
        add(args, "--proc", "/proc", "--dev", "/dev");
        // tmpfs pages are charged to the run's memory cgroup too; size= caps /tmp on its own.
        add(args, "--size", Long.toString(plan.limits().tmpBytes()), "--tmpfs", "/tmp");
        // After /tmp, so entries stored under /tmp (tests, uploads) stay visible at their own path.
        for (Path path : entryPaths) {
            add(args, "--ro-bind", path.toString(), path.toString());
        }
        if (plan.underWine()) {
            add(args, "--ro-bind", config.winePrefix().toString(), config.wine().prefixInSandbox());
        }
        add(args, "--chdir", workDir.toString(), "--clearenv");
        for (var variable : environment(plan.env()).entrySet()) {
            add(args, "--setenv", variable.getKey(), variable.getValue());
        }
        args.add("--");
        args.addAll(plan.command());
        return args;
    }

    private static Map<String, String> environment(Map<String, String> extra) {
        var env = new TreeMap<String, String>();
        env.put("PATH", PATH);
        env.put("HOME", "/tmp");
        env.put("TMPDIR", "/tmp");
        env.put("LANG", "C.UTF-8");
        env.putAll(extra);
        return env;
    }

    private static void add(List<String> args, String... more) {
        args.addAll(List.of(more));
    }
}
