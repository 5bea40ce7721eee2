package dev.arbiter.launcher;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command line of a child JVM: the launcher's own java binary, with the flags every child shares. */
final class ChildJvm {

    private ChildJvm() {
    }

    /** Environment every child JVM gets: two malloc arenas instead of one per core-ish per thread burst. */
    static void environment(ProcessBuilder builder) {
        builder.environment().put("MALLOC_ARENA_MAX", "2");
    }

    /**
     * Options that keep a child's temporary files in {@code directory}, made here as {@code account}'s own and
     * owner-only: the JDK's temporary files and Vert.x's file cache, which is otherwise {@code /tmp/vertx-cache},
     * made 0777 without the sticky bit and shared by every JVM on the machine, so that any local user could swap a
     * page's script for its own there and the gateway would serve it. With {@code sandboxesPassThrough} (the
     * runner) only the cache moves: the runner puts in its temporary directory what its sandboxes mount (an entry's
     * hosts file, a relay's socket), which their uids must reach by name, and a data directory under a private
     * home would shut them out; it makes those in {@code /tmp} under names of its own, which the sticky bit keeps.
     */
    static List<String> privateTemporaryFiles(ServiceAccount account, Path directory, boolean sandboxesPassThrough)
            throws java.io.IOException, InterruptedException {
        Path cache = directory.resolve("vertx-cache");
        account.own(directory, cache);
        String cacheOption = "-Dvertx.cacheDirBase=" + account.path(cache);
        return sandboxesPassThrough ? List.of(cacheOption) : List.of("-Djava.io.tmpdir=" + account.path(directory), cacheOption);
    }

    /**
     * The command line of a child JVM run as {@code account}: the java binary where that account's children see
     * it (a JDK under a private home is bind-mounted elsewhere), in its mount namespace and as that account.
     */
    static List<String> command(ServiceAccount account, List<String> options) {
        var command = command(options.toArray(String[]::new));
        command.set(0, account.path(Path.of(command.get(0))).toString());
        return account.wrap(command);
    }

    static List<String> command(String... options) {
        var command = new ArrayList<String>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        // Kafka and Netty still call sun.misc.Unsafe; JDK 24+ warns on every start unless it is allowed.
        if (Runtime.version().feature() >= 24) {
            command.add("--sun-misc-unsafe-memory-access=allow");
        }
        // The blob store's zstd (zstd-jni) loads a native library; JDK 24+ warns on that unless it is allowed.
        command.add("--enable-native-access=ALL-UNNAMED");
        if (Runtime.version().feature() >= 25) {
            // 8-byte object headers (JEP 519): ~10-20 % less heap for the same objects.
            command.add("-XX:+UseCompactObjectHeaders");
        }
        if (Runtime.version().feature() >= 22) {
            // Hands freed malloc memory back to the OS now and then; an idle JVM otherwise keeps its peak.
            command.add("-XX:TrimNativeHeapInterval=10000");
        }
        command.addAll(List.of(options));
        return command;
    }
}
