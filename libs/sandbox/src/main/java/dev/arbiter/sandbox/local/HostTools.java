package dev.arbiter.sandbox.local;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What the local backend runs to start an entry, resolved once to absolute paths so the runner's own
 * PATH never matters later: bubblewrap (namespaces and mounts, Debian package bubblewrap) and our
 * launcher (cgroup join, uid drop, rlimits; see {@link LauncherBinary}).
 */
record HostTools(Path bwrap, Path launcher) {

    static HostTools find() throws LocalBackendUnavailable {
        Optional<Path> bwrap = onPath("bwrap");
        if (bwrap.isEmpty()) {
            throw new LocalBackendUnavailable("the local backend needs bwrap (Debian package bubblewrap; "
                    + "run scripts/setup-machine.sh)", false);
        }
        Path launcher = LauncherBinary.ensure(LauncherBinary.DEFAULT_DIR, onPath("cc").orElse(null));
        return new HostTools(bwrap.get(), launcher);
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
