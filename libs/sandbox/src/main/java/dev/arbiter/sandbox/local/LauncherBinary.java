package dev.arbiter.sandbox.local;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * The {@code arbiter-launch} helper (src/main/resources/…/arbiter-launch.c, with the seccomp allowlist
 * {@code arbiter-seccomp.h} it shares with the docker backend), compiled once per version of the two
 * sources with the host's C compiler and kept in a root-owned cache directory. Our own
 * code rather than sh + prlimit + setpriv: those are three exec hops, each with dynamic linking,
 * on every start (~2-3 ms here), and none of them can wait inside the sandbox for the go message
 * that lets a start be prepared ahead (see {@link dev.arbiter.sandbox.Spares}). Linked statically, so exec is
 * cheap and it runs inside the sandbox with nothing but itself.
 */
final class LauncherBinary {

    private static final String SOURCE = "arbiter-launch.c";
    /** Included by the source by its bare name, so it is written beside it to compile. */
    private static final String SECCOMP_HEADER = "arbiter-seccomp.h";
    /** Where the binary lives: root-owned and world-readable, because the sandbox uid executes it inside. */
    static final Path DEFAULT_DIR = Path.of("/var/cache/arbiter");

    private LauncherBinary() {
    }

    /**
     * The binary for this version of the source, compiled now if missing.
     *
     * @throws LocalBackendUnavailable when it cannot be compiled (no C compiler, no static C library)
     */
    static Path ensure(Path dir, Path cc) throws LocalBackendUnavailable {
        byte[] source = resource(SOURCE);
        byte[] header = resource("/dev/arbiter/sandbox/" + SECCOMP_HEADER);
        Path binary = dir.resolve("arbiter-launch-" + hash(source, header));
        if (Files.isExecutable(binary)) {
            return binary;
        }
        if (cc == null) {
            throw new LocalBackendUnavailable("the local backend needs a C compiler once, to build its launcher "
                    + "(Debian packages gcc, libc6-dev; run scripts/setup-machine.sh)", false);
        }
        try {
            Files.createDirectories(dir);
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
            Path work = Files.createTempDirectory(dir, ".arbiter-launch");
            Path src = work.resolve(SOURCE);
            Path include = work.resolve(SECCOMP_HEADER);
            Path out = Files.createTempFile(dir, ".arbiter-launch", ".bin");
            try {
                Files.write(src, source);
                Files.write(include, header);
                var compile = new ProcessBuilder(List.of(cc.toString(), "-O2", "-static", "-Wall", "-o", out.toString(),
                        src.toString())).redirectErrorStream(true).start();
                String log = new String(compile.getInputStream().readAllBytes()).strip();
                if (compile.waitFor() != 0) {
                    throw new LocalBackendUnavailable("cannot compile the local backend's launcher: " + log, false);
                }
                Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rwxr-xr-x"));
                // Atomic: a concurrent runner either sees no binary or a whole one.
                Files.move(out, binary, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(src);
                Files.deleteIfExists(include);
                Files.deleteIfExists(work);
                Files.deleteIfExists(out);
            }
            return binary;
        } catch (IOException e) {
            throw new LocalBackendUnavailable("cannot build the local backend's launcher in " + dir + ": " + e.getMessage(), false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LocalBackendUnavailable("interrupted while building the local backend's launcher", false);
        }
    }

    private static byte[] resource(String name) {
        try (InputStream in = LauncherBinary.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("the launcher's source " + name + " is missing from the classpath", e);
        }
    }

    private static String hash(byte[] source, byte[] header) {
        try {
            var digest = MessageDigest.getInstance("SHA-256");
            digest.update(source);
            digest.update(header);
            return HexFormat.of().formatHex(digest.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
