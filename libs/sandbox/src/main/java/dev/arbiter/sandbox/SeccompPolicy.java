package dev.arbiter.sandbox;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The system calls an entry may make, on every backend, as Java sees them: the table of
 * {@code arbiter-seccomp.h} (next to this class on the classpath), from which both launchers build
 * their seccomp filter, an allowlist modelled on Docker's default profile. Java enforces nothing
 * with it; tests read it to prove the filter from inside a sandbox, so the table stays the one list.
 *
 * <p>Numbers are x86-64's. A number the table does not list is refused with EPERM, as is every x32
 * call; an i386 call ends the process.
 */
public final class SeccompPolicy {

    /** What the filter does with a call (the C enum of the same name). */
    public enum Verdict {
        ALLOW,
        /** EPERM: Docker's default profile refuses it to a container without capabilities. */
        REFUSED_BY_DOCKER,
        /** EPERM: refused beyond Docker's profile. */
        REFUSED_BY_US,
        /** ENOSYS, so the C library falls back to an older call (clone3 to clone). */
        NOT_IMPLEMENTED,
        /** Allowed unless a CLONE_NEW* flag is set, then EPERM. */
        CLONE_WITHOUT_NAMESPACES,
        /** Allowed for Docker's five personalities (0, 0x8, 0x20000, 0x20008, 0xffffffff), else EPERM. */
        PERSONALITY_DOCKER_ALLOWS,
        /** Allowed but for AF_ALG and AF_VSOCK, which get EPERM. */
        SOCKET_NOT_ALG_OR_VSOCK;

        public boolean refused() {
            return this == REFUSED_BY_DOCKER || this == REFUSED_BY_US;
        }
    }

    /** One line of the table. */
    public record Syscall(int number, String name, Verdict verdict) {
    }

    /** A line of the table (declared before TABLE, which needs it to initialise). */
    private static final Pattern LINE = Pattern.compile("SYSCALL\\((\\d+), (\\w+), (\\w+)\\)");

    /** Every x86-64 system call the table lists, in its (ascending) order. */
    public static final List<Syscall> TABLE = read();

    /** Name to number of each call the table refuses with EPERM whatever its arguments. */
    public static final Map<String, Integer> REFUSED = refused();

    public static final int SOCKET = 41;
    public static final int CLONE = 56;
    public static final int PERSONALITY = 135;
    public static final int CLONE3 = 435;
    /** Set in the number of every x32 call. */
    public static final int X32_SYSCALL_BIT = 0x40000000;

    private SeccompPolicy() {
    }

    /** The C source of the table and the filter, as both launchers compile it. */
    public static String header() {
        try (InputStream in = SeccompPolicy.class.getResourceAsStream("arbiter-seccomp.h")) {
            if (in == null) {
                throw new IllegalStateException("arbiter-seccomp.h is missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Syscall> read() {
        String source = header();
        String table = source.substring(source.indexOf("BEGIN SYSCALLS"), source.indexOf("END SYSCALLS"));
        var rows = new ArrayList<Syscall>();
        var line = LINE.matcher(table);
        while (line.find()) {
            rows.add(new Syscall(Integer.parseInt(line.group(1)), line.group(2), Verdict.valueOf(line.group(3))));
        }
        return List.copyOf(rows);
    }

    private static Map<String, Integer> refused() {
        var m = new LinkedHashMap<String, Integer>();
        TABLE.stream().filter(s -> s.verdict().refused()).forEach(s -> m.put(s.name(), s.number()));
        return Collections.unmodifiableMap(m);
    }
}
