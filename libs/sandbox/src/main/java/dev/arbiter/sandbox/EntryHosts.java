package dev.arbiter.sandbox;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * The /etc/hosts every entry sees: "localhost" and nothing else, so an entry that connects to
 * localhost (an RDDL planner written for the RDDLSim server) reaches the loopback of its own network
 * namespace, while the host's own names stay unseen. One read-only file per judge process, mounted
 * at /etc/hosts by every isolating backend (the docker backend's containers have no network, so the
 * engine writes no hosts file of its own).
 */
public final class EntryHosts {

    public static final String CONTENT = "127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n";

    private static Path file;

    private EntryHosts() {
    }

    public static synchronized Path file() {
        if (file == null) {
            try {
                Path dir = Path.of(System.getProperty("java.io.tmpdir"));
                Path tmp = Files.createTempFile(dir, "arbiter-sandbox-hosts-", ".tmp");
                Files.writeString(tmp, CONTENT);
                // bwrap reads it as the sandbox uid
                Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rw-r--r--"));
                Path target = dir.resolve("arbiter-sandbox-hosts-" + ProcessHandle.current().pid());
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                target.toFile().deleteOnExit();
                file = target;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the sandbox's /etc/hosts", e);
            }
        }
        return file;
    }
}
