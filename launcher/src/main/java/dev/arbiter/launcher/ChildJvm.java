package dev.arbiter.launcher;

import java.util.ArrayList;
import java.util.List;

/** The command line of a child JVM: the launcher's own java binary, with the flags every child shares. */
final class ChildJvm {

    private ChildJvm() {
    }

    static List<String> command(String... options) {
        var command = new ArrayList<String>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        // Kafka and Netty still call sun.misc.Unsafe; JDK 24+ warns on every start unless it is allowed.
        if (Runtime.version().feature() >= 24) {
            command.add("--sun-misc-unsafe-memory-access=allow");
        }
        command.addAll(List.of(options));
        return command;
    }
}
