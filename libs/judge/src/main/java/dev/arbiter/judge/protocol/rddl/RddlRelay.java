package dev.arbiter.judge.protocol.rddl;

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
 * How an RDDL planner is started: inside its own sandbox, under {@code arbiter-rddl-relay} (a static C
 * program shipped as source in this jar, compiled once per machine with {@code cc}), which listens on
 * 127.0.0.1:port in the sandbox's private network namespace and bridges the planner's one connection to
 * the judge's pipes. The planner is started as {@code PLANNER [ARG…] INSTANCE} with
 * {@code RDDL_HOST=localhost}, {@code RDDL_PORT}, {@code RDDL_INSTANCE} and {@code RDDL_CLIENT_NAME} set,
 * the way the reference clients take host, port and instance (rddl.md; docs/protocols/rddl.md).
 */
public final class RddlRelay {

    private static final String SOURCE = "arbiter-rddl-relay.c";
    private static Path binary;

    private RddlRelay() {
    }

    /** {@code planner} as the sandbox must start it for {@code settings}; {@code clientName} is what it may call itself. */
    public static ProcessSpec wrap(ProcessSpec planner, RddlSettings settings, String clientName) {
        Path relay = binary();
        var command = new ArrayList<String>();
        command.add(relay.toString());
        command.add(Integer.toString(settings.port()));
        command.addAll(planner.command());
        command.add(settings.instance());
        var env = new HashMap<>(planner.env());
        env.putAll(Map.of("RDDL_HOST", "localhost", "RDDL_PORT", Integer.toString(settings.port()),
                "RDDL_INSTANCE", settings.instance(), "RDDL_CLIENT_NAME", clientName));
        var paths = new ArrayList<>(planner.readOnlyPaths());
        paths.add(relay.getParent());
        return new ProcessSpec(planner.label(), command, planner.workDir(), env, planner.limits(), paths);
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
            try (InputStream in = RddlRelay.class.getResourceAsStream(SOURCE)) {
                source = in.readAllBytes();
            }
            String hash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(source)).substring(0, 16);
            Path dir = Path.of(System.getProperty("java.io.tmpdir"), "arbiter-rddl-relay-" + hash);
            Path target = dir.resolve("arbiter-rddl-relay");
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
            throw new UncheckedIOException("cannot build arbiter-rddl-relay", e);
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
