package dev.arbiter.launcher;

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

    static List<String> command(String... options) {
        var command = new ArrayList<String>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        // Kafka and Netty still call sun.misc.Unsafe; JDK 24+ warns on every start unless it is allowed.
        if (Runtime.version().feature() >= 24) {
            command.add("--sun-misc-unsafe-memory-access=allow");
        }
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
