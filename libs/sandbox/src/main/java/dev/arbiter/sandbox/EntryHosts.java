package dev.arbiter.sandbox;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.Map;

/**
 * The few /etc files every entry sees, written by us rather than bound from the host: an entry learns nothing
 * of the machine it runs on from them. Mounted read-only by every isolating backend.
 * <ul>
 *   <li>{@link #file() /etc/hosts}: "localhost" and nothing else, so an entry that connects to localhost (an RDDL
 *   planner written for the RDDLSim server) reaches the loopback of its own network namespace, while the host's
 *   names stay unseen (the docker backend's containers have no network, so the engine writes no hosts file).</li>
 *   <li>{@link #passwd(int, int) /etc/passwd} and {@link #group(int) /etc/group}: root and the sandbox's own
 *   account only, instead of the host's list of users. Runtimes that look up their own user (Java's
 *   {@code user.name}, Python's {@code getpass}, Wine's profile folder) still find one.</li>
 * </ul>
 * The files live in one private directory per judge process (a random name in the temp directory).
 */
public final class EntryHosts {

    public static final String CONTENT = "127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n";

    /** Debian's name for 65534, the default sandbox uid; Wine prefixes prepared for it expect that name. */
    private static final int NOBODY = 65534;

    private static Path directory;
    private static final Map<String, Path> FILES = new HashMap<>();

    private EntryHosts() {
    }

    /** The sandbox's /etc/hosts. */
    public static Path file() {
        return written("hosts", CONTENT);
    }

    /** The sandbox's /etc/passwd for an entry running as {@code uid}:{@code gid}. */
    public static Path passwd(int uid, int gid) {
        return written("passwd-" + uid + "-" + gid, passwdContent(uid, gid));
    }

    /** The sandbox's /etc/group for an entry running with group {@code gid}. */
    public static Path group(int gid) {
        return written("group-" + gid, groupContent(gid));
    }

    static String passwdContent(int uid, int gid) {
        return "root:x:0:0:root:/root:/usr/sbin/nologin\n"
                + (uid == NOBODY ? "nobody" : "sandbox") + ":x:" + uid + ":" + gid + ":entry:/tmp:/usr/sbin/nologin\n";
    }

    static String groupContent(int gid) {
        return "root:x:0:\n" + (gid == NOBODY ? "nogroup" : "sandbox") + ":x:" + gid + ":\n";
    }

    private static synchronized Path written(String name, String content) {
        return FILES.computeIfAbsent(name, n -> {
            try {
                if (directory == null) {
                    directory = Files.createTempDirectory("arbiter-sandbox-etc-");
                    // bwrap and the engine read these as the sandbox uid
                    Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwxr-xr-x"));
                    directory.toFile().deleteOnExit();
                }
                Path target = directory.resolve(n);
                Files.writeString(target, content);
                Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r--r--"));
                target.toFile().deleteOnExit();
                return target;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the sandbox's /etc/" + n, e);
            }
        });
    }
}
