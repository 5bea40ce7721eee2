package dev.arbiter.sandbox;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What to run and under which limits.
 *
 * @param label      short id used in logs and process names (e.g. "p1", "game")
 * @param command    argv; element 0 is the program (an entry's executable, or an interpreter)
 * @param workDir    directory the program starts in; the backend decides what else it can see
 * @param env        extra environment variables (the backend starts from a minimal environment)
 * @param limits     resource limits the backend enforces
 * @param readOnlyPaths host paths the program may read (its own files, runtimes); backends that
 *                   isolate the filesystem mount exactly these
 */
public record ProcessSpec(
        String label,
        List<String> command,
        Path workDir,
        Map<String, String> env,
        ResourceLimits limits,
        List<Path> readOnlyPaths) {

    public ProcessSpec {
        Objects.requireNonNull(label, "label");
        command = List.copyOf(command);
        if (command.isEmpty()) {
            throw new IllegalArgumentException("empty command");
        }
        env = Map.copyOf(env);
        limits = limits == null ? ResourceLimits.defaults() : limits;
        readOnlyPaths = List.copyOf(readOnlyPaths);
    }

    public static ProcessSpec of(String label, List<String> command) {
        return new ProcessSpec(label, command, null, Map.of(), ResourceLimits.defaults(), List.of());
    }

    public ProcessSpec withEnv(Map<String, String> extra) {
        var merged = new java.util.HashMap<>(env);
        merged.putAll(extra);
        return new ProcessSpec(label, command, workDir, merged, limits, readOnlyPaths);
    }

    public ProcessSpec withLimits(ResourceLimits newLimits) {
        return new ProcessSpec(label, command, workDir, env, newLimits, readOnlyPaths);
    }

    public ProcessSpec withWorkDir(Path dir) {
        return new ProcessSpec(label, command, dir, env, limits, readOnlyPaths);
    }
}
