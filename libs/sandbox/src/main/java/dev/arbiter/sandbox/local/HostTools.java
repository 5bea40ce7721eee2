package dev.arbiter.sandbox.local;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What the local backend runs to start an entry, resolved once to absolute paths: bubblewrap (namespaces
 * and mounts, Debian package bubblewrap) and our launcher (cgroup join, uid drop, rlimits; see
 * {@link LauncherBinary}), and arbiter-winstart.exe, which creates a Windows entry's process ahead of its go
 * message (null without a mingw-w64 compiler on the host). bubblewrap and the compilers are looked for in the
 * system's directories only, never along the PATH the runner was started with: they run as root, and a PATH
 * directory someone else can write to would otherwise choose them.
 */
record HostTools(Path bwrap, Path launcher, Path winstart) {

    /** Where Debian installs bubblewrap and the C compiler: root's PATH. */
    static final List<String> SYSTEM_DIRECTORIES =
            List.of("/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin");

    static HostTools find() throws LocalBackendUnavailable {
        Optional<Path> bwrap = inSystemDirectories("bwrap");
        if (bwrap.isEmpty()) {
            throw new LocalBackendUnavailable("the local backend needs bwrap (Debian package bubblewrap; "
                    + "run scripts/setup-machine.sh)", false);
        }
        Path launcher = LauncherBinary.ensure(LauncherBinary.DEFAULT_DIR, inSystemDirectories("cc").orElse(null));
        Path winstart = LauncherBinary.winstart(LauncherBinary.DEFAULT_DIR,
                inSystemDirectories("x86_64-w64-mingw32-gcc").orElse(null));
        return new HostTools(bwrap.get(), launcher, winstart);
    }

    static Optional<Path> inSystemDirectories(String program) {
        for (String dir : SYSTEM_DIRECTORIES) {
            Path candidate = Path.of(dir, program);
            if (Files.isExecutable(candidate) && !Files.isDirectory(candidate)) {
                return Optional.of(candidate.toAbsolutePath());
            }
        }
        return Optional.empty();
    }
}
