package dev.arbiter.sandbox;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Windows entries on a backend that prepares sandboxes ahead: the entry's process is created before its
 * run (held before its first instruction, see arbiter-winstart.c), and must still be exactly the run's own
 * process: its seed, its streams, its exit status. Each backend's contract test implements it too.
 */
public interface WindowsStartContract {

    /** The backend under test, with spares on and Windows entries possible. */
    Sandbox backend();

    @Test
    default void aWindowsEntryStartedAheadGetsItsOwnRunsSeedStreamsAndExitStatus() throws Exception {
        Path exe = compile("started-ahead");
        var heldAhead = new ArrayList<Boolean>();
        for (String seed : List.of("1111", "2222", "3333")) {
            var process = backend().start(new ProcessSpec("win", List.of(exe.toString()), null,
                    Map.of("ARBITER_SEED", seed), ResourceLimits.defaults(), List.of()));
            process.stdin().write(("line of run " + seed + "\n").getBytes(StandardCharsets.US_ASCII));
            process.stdin().close();
            String out = new String(process.stdout().readAllBytes(), StandardCharsets.UTF_8).strip();
            ExitInfo exit = process.exit().get(60, TimeUnit.SECONDS);
            assertThat(out).startsWith("seed=" + seed + " root=C:\\windows line=line of run " + seed + " start=");
            assertThat(exit).isEqualTo(new ExitInfo(7, 0, false, false, false));
            heldAhead.add(out.endsWith(" start=held"));
            backend().awaitSpares();
        }
        // The first run had nothing prepared; the next ones found their process made during the previous run.
        // (A test before may have left a spare of this entry, prepared for another run: never held for this one.)
        assertThat(heldAhead).containsExactly(false, true, true);
    }

    @Test
    default void aHeldWindowsEntryWhoseRunDiffersInMoreThanItsSeedStartsAfresh() throws Exception {
        Path exe = compile("started-ahead");
        var heldAhead = new ArrayList<Boolean>();
        for (String extra : List.of("a", "b")) {
            var process = backend().start(new ProcessSpec("win", List.of(exe.toString()), null,
                    Map.of("ARBITER_SEED", "5", "OTHER", extra), ResourceLimits.defaults(), List.of()));
            process.stdin().write("x\n".getBytes(StandardCharsets.US_ASCII));
            process.stdin().close();
            String out = new String(process.stdout().readAllBytes(), StandardCharsets.UTF_8).strip();
            assertThat(process.exit().get(60, TimeUnit.SECONDS).exitCode()).isEqualTo(7);
            assertThat(out).startsWith("seed=5 root=C:\\windows line=x start=");
            heldAhead.add(out.endsWith(" start=held"));
            backend().awaitSpares();
        }
        // Only ARBITER_* variables may change between a held process and its run: OTHER did, so it started anew.
        assertThat(heldAhead).containsExactly(false, false);
    }

    /**
     * Compiles test resource windows/NAME.c with mingw-w64 into a directory the sandbox uid can read (one per
     * test, removed when the JVM exits).
     */
    private static Path compile(String name) throws IOException, InterruptedException {
        Path work = Files.createTempDirectory("windows-start", PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rwxr-xr-x")));
        work.toFile().deleteOnExit();
        Path exe = work.resolve(name + ".exe");
        Path source = work.resolve(name + ".c");
        try (var in = WindowsStartContract.class.getResourceAsStream("/windows/" + name + ".c")) {
            Files.write(source, in.readAllBytes());
        }
        var cc = new ProcessBuilder("x86_64-w64-mingw32-gcc", "-O2", "-static", "-o", exe.toString(), source.toString())
                .redirectErrorStream(true).start();
        String log = new String(cc.getInputStream().readAllBytes());
        assertThat(cc.waitFor()).as("mingw-w64 (scripts/setup-machine.sh): " + log).isZero();
        Files.setPosixFilePermissions(exe, PosixFilePermissions.fromString("rwxr-xr-x"));
        source.toFile().deleteOnExit();
        exe.toFile().deleteOnExit();
        return exe;
    }
}
