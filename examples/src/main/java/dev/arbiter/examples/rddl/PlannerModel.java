package dev.arbiter.examples.rddl;

import dev.arbiter.rddl.RddlLibrary;
import dev.arbiter.rddl.sim.Simulator;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The planner's own model of the instance, compiled with libs/rddl: from the Base64 domain and instance text of
 * {@code session-init}'s {@code task} (IPC 2018 profile), else from the {@code .rddl} files of a directory, as
 * IPPC 2011/2014 planners read them. Empty when neither is there or the files do not compile.
 */
final class PlannerModel {

    private PlannerModel() {
    }

    static Optional<Simulator> load(String taskBase64, Path rddlDir, String instance) {
        try {
            var library = new RddlLibrary();
            if (taskBase64 != null && !taskBase64.isBlank()) {
                library.add("task.rddl", new String(Base64.getMimeDecoder().decode(taskBase64), StandardCharsets.UTF_8));
            } else if (rddlDir != null) {
                try (Stream<Path> files = Files.list(rddlDir)) {
                    for (Path file : files.filter(f -> f.toString().endsWith(".rddl")).sorted().toList()) {
                        library.add(file.getFileName().toString(), Files.readString(file));
                    }
                }
            } else {
                System.err.println("no task in session-init and no --rddl directory: no model of " + instance);
                return Optional.empty();
            }
            return Optional.of(Simulator.compile(library.problem(instance)));
        } catch (IOException | RuntimeException e) {
            System.err.println("no model of " + instance + ": " + e.getMessage());
            return Optional.empty();
        }
    }
}
