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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code arbiter-launch} helper (src/main/resources/…/arbiter-launch.c, with the seccomp allowlist
 * {@code arbiter-seccomp.h} and the held Windows start {@code arbiter-prepared.h} it shares with the docker
 * backend), compiled once per version of its sources with the host's C compiler and kept in a root-owned
 * cache directory; likewise {@code arbiter-winstart.exe} (…/wine/arbiter-winstart.c), with the host's
 * mingw-w64 cross compiler, when it has one. Our own
 * code rather than sh + prlimit + setpriv: those are three exec hops, each with dynamic linking,
 * on every start (~2-3 ms here), and none of them can wait inside the sandbox for the go message
 * that lets a start be prepared ahead (see {@link dev.arbiter.sandbox.Spares}). Linked statically, so exec is
 * cheap and it runs inside the sandbox with nothing but itself.
 */
final class LauncherBinary {

    private static final String SOURCE = "arbiter-launch.c";
    /** Included by the source by their bare names, so they are written beside it to compile. */
    private static final List<String> HEADERS = List.of("arbiter-seccomp.h", "arbiter-prepared.h");
    private static final String WINSTART_SOURCE = "/dev/arbiter/sandbox/wine/arbiter-winstart.c";
    /** Where the binaries live: root-owned and world-readable, because the sandbox uid executes them inside. */
    static final Path DEFAULT_DIR = Path.of("/var/cache/arbiter");

    private LauncherBinary() {
    }

    /**
     * The launcher for this version of its sources, compiled now if missing.
     *
     * @throws LocalBackendUnavailable when it cannot be compiled (no C compiler, no static C library)
     */
    static Path ensure(Path dir, Path cc) throws LocalBackendUnavailable {
        if (cc == null) {
            throw new LocalBackendUnavailable("the local backend needs a C compiler once, to build its launcher "
                    + "(Debian packages gcc, libc6-dev; run scripts/setup-machine.sh)", false);
        }
        var sources = new LinkedHashMap<String, byte[]>();
        sources.put(SOURCE, resource(SOURCE));
        for (String header : HEADERS) {
            sources.put(header, resource("/dev/arbiter/sandbox/" + header));
        }
        return compile(dir, "arbiter-launch", "", cc, List.of("-O2", "-static", "-Wall"), sources, "launcher");
    }

    /**
     * arbiter-winstart.exe for this version of its source, compiled now if missing; null when the host has
     * no mingw-w64 compiler (Windows entries then start without a process held ahead, only slower).
     */
    static Path winstart(Path dir, Path mingw) throws LocalBackendUnavailable {
        if (mingw == null) {
            return null;
        }
        var sources = new LinkedHashMap<String, byte[]>();
        sources.put("arbiter-winstart.c", resource(WINSTART_SOURCE));
        return compile(dir, "arbiter-winstart", ".exe", mingw, List.of("-O2", "-static", "-municode", "-Wall"), sources,
                "Windows start helper");
    }

    /** Compiles the first of {@code sources} (the rest are headers beside it) unless this version exists. */
    private static Path compile(Path dir, String name, String suffix, Path compiler, List<String> flags,
                                Map<String, byte[]> sources, String what) throws LocalBackendUnavailable {
        Path binary = dir.resolve(name + "-" + hash(sources.values()) + suffix);
        if (Files.isExecutable(binary)) {
            return binary;
        }
        try {
            Files.createDirectories(dir);
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
            Path work = Files.createTempDirectory(dir, "." + name);
            Path out = Files.createTempFile(dir, "." + name, ".bin");
            try {
                for (var source : sources.entrySet()) {
                    Files.write(work.resolve(source.getKey()), source.getValue());
                }
                var command = new ArrayList<String>();
                command.add(compiler.toString());
                command.addAll(flags);
                command.addAll(List.of("-o", out.toString(), work.resolve(sources.keySet().iterator().next()).toString()));
                var compile = new ProcessBuilder(command).redirectErrorStream(true).start();
                String log = new String(compile.getInputStream().readAllBytes()).strip();
                if (compile.waitFor() != 0) {
                    throw new LocalBackendUnavailable("cannot compile the local backend's " + what + ": " + log, false);
                }
                Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rwxr-xr-x"));
                // Atomic: a concurrent runner either sees no binary or a whole one.
                Files.move(out, binary, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                for (String source : sources.keySet()) {
                    Files.deleteIfExists(work.resolve(source));
                }
                Files.deleteIfExists(work);
                Files.deleteIfExists(out);
            }
            return binary;
        } catch (IOException e) {
            throw new LocalBackendUnavailable("cannot build the local backend's " + what + " in " + dir + ": " + e.getMessage(), false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LocalBackendUnavailable("interrupted while building the local backend's " + what, false);
        }
    }

    private static byte[] resource(String name) {
        try (InputStream in = LauncherBinary.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("the source " + name + " is missing from the classpath", e);
        }
    }

    private static String hash(Iterable<byte[]> sources) {
        try {
            var digest = MessageDigest.getInstance("SHA-256");
            sources.forEach(digest::update);
            return HexFormat.of().formatHex(digest.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
