package dev.arbiter.e2e;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * What a local attacker would look for in a running platform, read from {@code /proc} as root: where each part
 * writes, and what each holds in its environment.
 */
final class HostChecks {

    private HostChecks() {
    }

    /**
     * Directories the parts write in, or that lead to them, which every local user may write in and which lack the
     * sticky bit (so anyone may rename or replace what is in them); and each part's Vert.x file cache and private
     * temporary directory that is missing (the cache), not its own, or open to others.
     */
    static List<String> unsafeWritableDirectories(List<ProcessHandle> parts) throws IOException {
        var problems = new ArrayList<String>();
        for (ProcessHandle part : parts) {
            String command = part.info().commandLine().orElse("");
            Set<Path> writes = new LinkedHashSet<>();
            Path proc = Path.of("/proc/" + part.pid());
            var cache = Pattern.compile("-Dvertx\\.cacheDirBase=(\\S+)").matcher(command);
            if (!cache.find()) {
                problems.add("no private Vert.x file cache for " + command);
            } else if (!ownAndClosed(Path.of(cache.group(1)), proc)) {
                problems.add(cache.group(1) + " is not its part's own 0700 directory (" + command + ")");
            } else {
                writes.add(Path.of(cache.group(1)));
            }
            // The JDK's temporary files: a private directory, or /tmp (the runner's), whose sticky bit is checked below.
            var temporaryFiles = Pattern.compile("-Djava\\.io\\.tmpdir=(\\S+)").matcher(command);
            if (!temporaryFiles.find()) {
                writes.add(Path.of(System.getProperty("java.io.tmpdir")));
            } else if (!ownAndClosed(Path.of(temporaryFiles.group(1)), proc)) {
                problems.add(temporaryFiles.group(1) + " is not its part's own 0700 directory (" + command + ")");
            }
            writes.add(proc.resolve("cwd").toRealPath());
            writes.addAll(openDirectories(proc));
            for (Path directory : writes) {
                for (Path d = directory; d != null; d = d.getParent()) {
                    int mode = Files.exists(d) ? (int) Files.getAttribute(d, "unix:mode") : 0;
                    if ((mode & 0002) != 0 && (mode & 01000) == 0) {
                        problems.add(d + " (mode " + Integer.toOctalString(mode & 07777) + ", reached by " + command + ")");
                    }
                }
            }
        }
        return problems;
    }

    /** Whether {@code directory} is the process's own and closed to everyone else. */
    private static boolean ownAndClosed(Path directory, Path proc) throws IOException {
        return Files.getAttribute(directory, "unix:uid").equals(Files.getAttribute(proc, "unix:uid"))
                && ((int) Files.getAttribute(directory, "unix:mode") & 0077) == 0;
    }

    /** Each directory a process has open, or holds a file open in. */
    private static Set<Path> openDirectories(Path proc) throws IOException {
        var directories = new LinkedHashSet<Path>();
        try (var fds = Files.list(proc.resolve("fd"))) {
            for (Path fd : fds.toList()) {
                try {
                    Path target = Files.readSymbolicLink(fd);
                    if (target.isAbsolute() && Files.exists(target)) {
                        directories.add(Files.isDirectory(target) ? target : target.getParent());
                    }
                } catch (IOException closedMeanwhile) {
                    // an fd that closed while they were listed
                }
            }
        }
        return directories;
    }

    /**
     * Connects with the database credential each service holds in its environment and runs {@code attack}.
     *
     * @return by role: "refused" when the server refused the attack, else what happened
     * @throws AssertionError when a service holds {@code superuserPassword}
     */
    static Map<String, String> tryEveryDatabaseCredential(List<ProcessHandle> services, String superuserPassword,
                                                          String attack) throws IOException {
        var outcomes = new TreeMap<String, String>();
        for (ProcessHandle service : services) {
            var env = environment(service);
            if (env.containsValue(superuserPassword)) {
                throw new AssertionError("a service holds the PostgreSQL superuser's password: "
                        + service.info().commandLine().orElse(""));
            }
            String url = env.get("QUARKUS_DATASOURCE_JDBC_URL");
            if (url == null) {
                continue;
            }
            String user = env.get("QUARKUS_DATASOURCE_USERNAME");
            try (var c = DriverManager.getConnection(url, user, env.get("QUARKUS_DATASOURCE_PASSWORD"));
                 var s = c.createStatement()) {
                s.execute(attack);
                outcomes.put(user, "ran: " + attack);
            } catch (SQLException e) {
                outcomes.put(user, e.getSQLState() != null && e.getSQLState().startsWith("42") ? "refused" : e.getMessage());
            }
        }
        return outcomes;
    }

    private static Map<String, String> environment(ProcessHandle process) throws IOException {
        var env = new HashMap<String, String>();
        for (String pair : Files.readString(Path.of("/proc/" + process.pid() + "/environ")).split("\0")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                env.put(pair.substring(0, eq), pair.substring(eq + 1));
            }
        }
        return env;
    }
}
