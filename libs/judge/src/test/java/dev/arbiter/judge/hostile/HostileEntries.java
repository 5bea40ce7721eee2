package dev.arbiter.judge.hostile;

import dev.arbiter.judge.Participant;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * Builds {@code hostile.c} (test resources) for Linux and Windows once per test JVM, and gives every
 * test entry a directory of its own, as uploads get: world-readable (entries run as an unprivileged
 * uid) and checked afterwards for anything written into it.
 */
final class HostileEntries {

    private static final Path WORK = Path.of("target", "hostile").toAbsolutePath();
    private static Path linuxBinary;
    private static Path windowsBinary;

    private final List<Path> dirs = new ArrayList<>();

    static synchronized Path linuxBinary() {
        if (linuxBinary == null) {
            linuxBinary = compile("cc", "hostile", List.of());
        }
        return linuxBinary;
    }

    static synchronized Path windowsBinary() {
        if (windowsBinary == null) {
            windowsBinary = compile("x86_64-w64-mingw32-gcc", "hostile.exe", List.of("-static", "-lws2_32"));
        }
        return windowsBinary;
    }

    private static Path compile(String compiler, String output, List<String> flags) {
        Path source;
        try {
            source = Path.of(HostileEntries.class.getResource("/hostile/hostile.c").toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        Path binary = WORK.resolve("build").resolve(output);
        var command = new ArrayList<>(List.of(compiler, "-O2", "-Wall", "-o", binary.toString(), source.toString()));
        command.addAll(flags);
        try {
            Files.createDirectories(binary.getParent());
            var process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String log = new String(process.getInputStream().readAllBytes());
            if (process.waitFor() != 0) {
                throw new AssertionError(String.join(" ", command) + " failed:\n" + log);
            }
        } catch (IOException e) {
            throw new AssertionError(compiler + " is missing (run scripts/setup-machine.sh): " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        return binary;
    }

    /** A fresh directory under target/, readable by the sandbox uid, removed by {@link #removeAll()}. */
    Path newDir(String name) {
        Path dir = WORK.resolve("entries").resolve(name + "-" + UUID.randomUUID().toString().substring(0, 8));
        try {
            Files.createDirectories(dir);
            Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        dirs.add(dir);
        return dir;
    }

    /** {@code binary} copied into a directory of its own and run with {@code args} under {@code limits}. */
    Participant entry(Path binary, ResourceLimits limits, String... args) {
        Path dir = newDir("entry");
        Path program = dir.resolve(binary.getFileName());
        try {
            Files.copy(binary, program);
            Files.setPosixFilePermissions(program, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        var command = new ArrayList<String>();
        command.add(program.toString());
        command.addAll(List.of(args));
        var spec = new ProcessSpec("hostile", command, dir, Map.of(), limits, List.of(dir));
        return new Participant.Program(spec, binary.getFileName() + " " + String.join(" ", args));
    }

    /** Files in the test's directories other than the entries' own programs: what entries managed to write. */
    List<Path> strayFiles() {
        var stray = new ArrayList<Path>();
        for (Path dir : dirs) {
            try (Stream<Path> files = Files.walk(dir)) {
                files.filter(f -> !f.equals(dir) && !f.getFileName().toString().startsWith("hostile")
                        && !f.getFileName().toString().equals("secret.txt")).forEach(stray::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return stray;
    }

    void removeAll() {
        for (Path dir : dirs) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(f);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        dirs.clear();
    }
}
