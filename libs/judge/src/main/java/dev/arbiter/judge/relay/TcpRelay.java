package dev.arbiter.judge.relay;

import dev.arbiter.sandbox.ProcessSpec;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * How an entry written for a TCP server is started: inside its own sandbox, under {@code arbiter-tcp-relay} (a
 * static C program shipped as source in this jar, compiled once per machine with {@code cc}), which listens on
 * 127.0.0.1:port in the sandbox's private network namespace and bridges the entry's one connection to the
 * judge's pipes. Any protocol whose clients connect to a fixed local port uses it: RDDLSim's planners
 * (localhost:2323), GVGAI's learning clients (localhost:8080).
 */
public final class TcpRelay {

    /** The line the relay writes when started with {@link Relayed#announceConnection()}, before any client byte. */
    public static final String CONNECTED_LINE = "ARBITER-RELAY-CONNECTED";

    private static final String SOURCE = "arbiter-tcp-relay.c";
    private static Path binary;

    private TcpRelay() {
    }

    /**
     * What to relay.
     *
     * @param port               the port the entry connects to inside its sandbox
     * @param announceConnection whether the relay writes {@link #CONNECTED_LINE} when the entry connects (for
     *                           protocols where the server speaks first)
     * @param extraArguments     appended to the entry's command line
     * @param extraEnvironment   added to the entry's environment
     * @param writableWorkDir    whether the entry starts in a writable copy of its working directory, made in its
     *                           sandbox's private /tmp (its own folder stays read-only): for clients that write
     *                           beside themselves, as the original GVGAI client writes {@code logs/clientLog.txt}
     */
    public record Relayed(int port, boolean announceConnection, List<String> extraArguments,
                          Map<String, String> extraEnvironment, boolean writableWorkDir) {
    }

    /** {@code entry} as the sandbox must start it behind the relay. */
    public static ProcessSpec wrap(ProcessSpec entry, Relayed relayed) {
        Path relay = binary();
        var command = new ArrayList<String>();
        command.add(relay.toString());
        if (relayed.announceConnection()) {
            command.add("-a");
        }
        if (relayed.writableWorkDir()) {
            command.add("-w");
        }
        command.add(Integer.toString(relayed.port()));
        command.addAll(entry.command());
        command.addAll(relayed.extraArguments());
        var env = new HashMap<>(entry.env());
        env.putAll(relayed.extraEnvironment());
        var paths = new ArrayList<>(entry.readOnlyPaths());
        paths.add(relay.getParent());
        return new ProcessSpec(entry.label(), command, entry.workDir(), env, entry.limits(), paths);
    }

    /**
     * The compiled relay, in a directory of its own (the only host path the sandbox needs for it), named after
     * the source's hash so an edited relay is rebuilt and concurrent judges never see a half-written file.
     */
    public static synchronized Path binary() {
        if (binary != null) {
            return binary;
        }
        try {
            byte[] source;
            try (InputStream in = TcpRelay.class.getResourceAsStream(SOURCE)) {
                source = in.readAllBytes();
            }
            String hash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(source)).substring(0, 16);
            Path dir = Path.of(System.getProperty("java.io.tmpdir"), "arbiter-tcp-relay-" + hash);
            Path target = dir.resolve("arbiter-tcp-relay");
            if (!Files.isExecutable(target)) {
                Files.createDirectories(dir);
                Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
                Path src = Files.createTempFile(dir, "relay-", ".c");
                Path out = Files.createTempFile(dir, "relay-", ".bin");
                try {
                    Files.write(src, source);
                    compile(src, out);
                    Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rwxr-xr-x"));
                    Files.move(out, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } finally {
                    Files.deleteIfExists(src);
                    Files.deleteIfExists(out);
                }
            }
            binary = target;
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot build arbiter-tcp-relay", e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void compile(Path src, Path out) throws IOException {
        // Static, as arbiter-stdio: it runs in any sandbox or image, and starts without a dynamic loader.
        List<String> cc = List.of("cc", "-O2", "-static", "-Wall", "-o", out.toString(), src.toString());
        Process p = new ProcessBuilder(cc).redirectErrorStream(true).start();
        String log = new String(p.getInputStream().readAllBytes());
        try {
            if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IOException(String.join(" ", cc) + " failed (needs gcc and libc6-dev):\n" + log);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while compiling the relay", e);
        }
    }
}
