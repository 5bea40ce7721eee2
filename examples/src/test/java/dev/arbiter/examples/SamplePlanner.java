package dev.arbiter.examples;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The sample RDDLSim planners as their start commands, run from the module directory. {@code name} is the
 * client-name each sends by default.
 */
enum SamplePlanner {
    PYTHON_RANDOM("python-rddl-random", "players/python/rddl_random_planner.py"),
    PYTHON_ROLLOUT("python-rddl-rollout", "players/python/rddl_rollout_planner.py"),
    JAVA_RANDOM("java-rddl-random", "players/java/rddl-random"),
    JAVA_ROLLOUT("java-rddl-rollout", "players/java/rddl-rollout");

    /** The IPPC 2011 files, for planners that read the model from a directory (the 2011 and 2014 profiles). */
    static final Path IPPC_2011 = Path.of("../libs/rddl/src/main/resources/dev/arbiter/rddl/ippc/ippc2011")
            .toAbsolutePath().normalize();

    final String clientName;
    final Path program;

    SamplePlanner(String clientName, String program) {
        this.clientName = clientName;
        this.program = Path.of(program).toAbsolutePath().normalize();
    }

    boolean isPython() {
        return program.toString().endsWith(".py");
    }

    /** argv: the Python ones by interpreter (a PATH shim may start slowly), the Java ones by their script. */
    List<String> command(String... args) {
        var command = new ArrayList<String>();
        if (isPython()) {
            command.add(python());
        }
        command.add(program.toString());
        command.addAll(List.of(args));
        return command;
    }

    static String python() {
        return Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";
    }
}
