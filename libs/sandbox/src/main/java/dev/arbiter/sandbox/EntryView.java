package dev.arbiter.sandbox;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What an isolating backend shows an entry of the host: its own files, read-only at their own paths,
 * and a minimal environment. Shared by the local and docker backends, so an entry sees the same
 * world in both.
 */
public final class EntryView {

    /** PATH inside a sandbox: the system's, never the runner's. */
    public static final String PATH = "/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin";

    private EntryView() {
    }

    /**
     * The entry's own files: the paths the spec names, its start directory, and its program's
     * directory, each once (a path inside another one is covered by it).
     *
     * @throws SandboxException when one of them does not exist
     */
    public static List<Path> entryPaths(ProcessSpec spec) throws SandboxException {
        var paths = new ArrayList<Path>();
        spec.readOnlyPaths().forEach(p -> paths.add(p.toAbsolutePath().normalize()));
        if (spec.workDir() != null) {
            paths.add(spec.workDir().toAbsolutePath().normalize());
        }
        String program = spec.command().getFirst();
        if (program.startsWith("/") && Files.isRegularFile(Path.of(program))) {
            paths.add(Path.of(program).getParent());
        }
        var distinct = new ArrayList<Path>();
        for (Path path : paths) {
            if (!Files.exists(path)) {
                throw new SandboxException(path + ": no such file or directory");
            }
            if (distinct.stream().noneMatch(path::startsWith)) {
                distinct.removeIf(p -> p.startsWith(path));
                distinct.add(path);
            }
        }
        return distinct;
    }

    /**
     * What every run of this process is named by on the host (cgroups, containers): the pid lets a
     * later runner tell a dead runner's leftovers from a live one's.
     */
    public static String runPrefix() {
        return "arbiter-" + ProcessHandle.current().pid() + "-";
    }

    /** A run's name on the host: {@link #runPrefix()}, the run's number, and its label made safe for a path. */
    public static String runName(long run, String label) {
        return runPrefix() + run + "-" + label.replaceAll("[^A-Za-z0-9_.-]", "_");
    }

    /** Where the entry starts: its spec's directory, or its private /tmp. */
    public static String workDir(ProcessSpec spec) {
        return spec.workDir() != null ? spec.workDir().toAbsolutePath().toString() : "/tmp";
    }

    /** The whole environment of an entry: a minimal base (HOME and TMPDIR in its private /tmp) plus {@code extra}. */
    public static Map<String, String> environment(Map<String, String> extra) {
        var env = new TreeMap<String, String>();
        env.put("PATH", PATH);
        env.put("HOME", "/tmp");
        env.put("TMPDIR", "/tmp");
        env.put("LANG", "C.UTF-8");
        env.putAll(extra);
        return env;
    }
}
