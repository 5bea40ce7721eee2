package dev.arbiter.sandbox.local;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The host programs the local backend chains to start an entry, resolved once to absolute paths so
 * the runner's own PATH never matters later: sh (joins the cgroups), prlimit (rlimits), setpriv
 * (drops to the sandbox uid) and bwrap (namespaces and mounts). All are standard Debian packages;
 * using them is less code to trust than a launcher of our own.
 */
record HostTools(Path sh, Path prlimit, Path setpriv, Path bwrap) {

    static HostTools find() throws LocalBackendUnavailable {
        var missing = new ArrayList<String>();
        Path sh = find("sh", "dash", missing);
        Path prlimit = find("prlimit", "util-linux", missing);
        Path setpriv = find("setpriv", "util-linux", missing);
        Path bwrap = find("bwrap", "bubblewrap", missing);
        if (!missing.isEmpty()) {
            throw new LocalBackendUnavailable("the local backend needs " + String.join(", ", missing)
                    + " (run scripts/setup-machine.sh)", false);
        }
        return new HostTools(sh, prlimit, setpriv, bwrap);
    }

    private static Path find(String program, String debianPackage, List<String> missing) {
        Optional<Path> found = onPath(program);
        if (found.isEmpty()) {
            missing.add(program + " (Debian package " + debianPackage + ")");
            return null;
        }
        return found.get();
    }

    static Optional<Path> onPath(String program) {
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String dir : (path + ":/usr/sbin:/usr/bin:/sbin:/bin").split(File.pathSeparator)) {
            Path candidate = Path.of(dir.isEmpty() ? "." : dir, program);
            if (Files.isExecutable(candidate) && !Files.isDirectory(candidate)) {
                return Optional.of(candidate.toAbsolutePath());
            }
        }
        return Optional.empty();
    }
}
