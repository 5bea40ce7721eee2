package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.EntryHosts;
import dev.arbiter.sandbox.EntryView;
import dev.arbiter.sandbox.HeldStarts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The bubblewrap argv for one entry: every namespace unshared (network: loopback only), all
 * capabilities dropped, no nested user namespaces, a read-only root holding a read-only view of the
 * system's runtimes and of the entry's own files, a private size-capped /tmp (and /dev/shm), and a
 * minimal environment.
 */
final class BubblewrapArgs {

    /** Where the launcher appears inside the sandbox (bound read-only from the host). */
    static final String LAUNCHER_IN_SANDBOX = "/opt/arbiter/bin/arbiter-launch";

    private BubblewrapArgs() {
    }

    /**
     * Nothing of one run in particular but its uid: the run's environment, directory and command come with
     * the go message (see {@link LauncherArgs#go}).
     *
     * @param entryBin   the curated /usr/bin of {@link EntryBin}, with {@link EntryRoot#paths()} the whole
     *                   system an entry sees; null for a build, which sees {@link LocalBackendConfig#systemPaths()}
     * @param wine       whether the entry is a Windows program (the sealed Wine prefix, Wine's prestart)
     * @param tmpBytes   the size cap of /tmp and /dev/shm
     * @param entryPaths host paths the entry may read, mounted read-only at the same place
     * @param uid        the run's own uid (and gid), as on the host: the sandbox maps it to itself
     * @param hold       the inner launcher's arguments that make a Windows spare hold its entry's process
     *                   ready ({@link HeldStarts#launcherArgs}); empty: it does not
     */
    static List<String> build(HostTools tools, LocalBackendConfig config, Path entryBin, boolean wine, long tmpBytes,
                              List<Path> entryPaths, int uid, List<String> hold) throws IOException {
        var args = new ArrayList<String>(List.of(tools.bwrap().toString(),
                "--unshare-all", "--unshare-user", "--disable-userns",
                // die with the runner; own session, so the entry cannot push input into a terminal
                "--die-with-parent", "--new-session", "--cap-drop", "ALL",
                "--uid", Integer.toString(uid), "--gid", Integer.toString(uid)));
        if (entryBin != null) {
            add(args, "--ro-bind", entryBin.toString(), "/usr/bin");
        }
        for (Path system : entryBin != null ? config.entryRoot().paths() : config.systemPaths()) {
            if (Files.isSymbolicLink(system)) {
                add(args, "--symlink", Files.readSymbolicLink(system).toString(), system.toString());
            } else if (Files.exists(system)) {
                add(args, "--ro-bind", system.toString(), system.toString());
            }
        }
        // "localhost" names the sandbox's own loopback (the host's /etc/hosts would show the host's names).
        add(args, "--ro-bind", EntryHosts.file().toString(), "/etc/hosts");
        // The host's list of users is none of the entry's business: root and the sandbox account only.
        add(args, "--ro-bind", EntryHosts.passwd(uid, uid).toString(), "/etc/passwd");
        add(args, "--ro-bind", EntryHosts.group(uid).toString(), "/etc/group");
        // bwrap's /dev is a writable tmpfs of device nodes: read-only, but for a capped /dev/shm
        // (POSIX semaphores, Python's multiprocessing locks). Writing to /dev/null still works.
        String tmpSize = Long.toString(tmpBytes);
        add(args, "--proc", "/proc", "--dev", "/dev", "--remount-ro", "/dev", "--size", tmpSize, "--tmpfs", "/dev/shm");
        // PID 1 is bwrap's init: it shares the entry's uid, is dumpable and runs without the entry's seccomp
        // filter, so through /proc/1/mem (which seccomp does not see) the entry could write its memory and run
        // code outside the filter; through /proc/1/fd, reopen what it holds. An empty read-only /proc/1 hides it.
        add(args, "--size", "4096", "--tmpfs", "/proc/1", "--remount-ro", "/proc/1");
        // tmpfs pages are charged to the run's memory cgroup too; size= caps /tmp on its own.
        add(args, "--size", tmpSize, "--tmpfs", "/tmp");
        // After /tmp, so entries stored under /tmp (tests, uploads) stay visible at their own path.
        for (Path path : entryPaths) {
            add(args, "--ro-bind", path.toString(), path.toString());
        }
        if (wine) {
            add(args, "--ro-bind", config.winePrefix().toString(), config.wine().sealedPrefix());
        }
        add(args, "--ro-bind", tools.launcher().toString(), LAUNCHER_IN_SANDBOX);
        boolean holds = wine && !hold.isEmpty() && tools.winstart() != null;
        if (holds) {
            add(args, "--ro-bind", tools.winstart().toString(), HeldStarts.WINSTART_IN_SANDBOX);
        }
        // The root itself is a bwrap tmpfs holding the mount points: read-only too, only /tmp stays writable.
        add(args, "--remount-ro", "/", "--chdir", "/tmp", "--clearenv");
        // The launcher's own environment, for what it starts before the go message (Wine's server).
        Map<String, String> env = EntryView.environment(wine ? config.wine().env() : Map.of());
        env.forEach((name, value) -> add(args, "--setenv", name, value));
        add(args, "--", LAUNCHER_IN_SANDBOX, "inner");
        if (wine) {
            args.add("--prestart");
            args.addAll(config.wine().prestart());
            args.add("--");
        }
        if (holds) {
            args.addAll(hold);
        }
        return args;
    }

    private static void add(List<String> args, String... more) {
        args.addAll(List.of(more));
    }
}
