package dev.arbiter.sandbox;

import dev.arbiter.sandbox.wine.WineLaunch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a backend actually executes for a {@link ProcessSpec}: the program itself, or Wine running a
 * Windows program. Backend neutral, so every backend refuses the same files with the same messages.
 *
 * @param command argv to run inside the sandbox
 * @param env     the spec's environment plus what the launch needs (Wine's variables)
 * @param limits  the spec's limits, adjusted for the launch (Wine needs more pids)
 * @param kind    what {@code command[0]} of the spec is, or null when it names a program on PATH
 */
public record LaunchPlan(List<String> command, Map<String, String> env, ResourceLimits limits, ExecutableKind kind) {

    public LaunchPlan {
        command = List.copyOf(command);
        env = Map.copyOf(env);
    }

    public boolean underWine() {
        return kind == ExecutableKind.PE32_PLUS;
    }

    /**
     * @param wine how this backend runs Windows programs, or null when it cannot
     * @throws SandboxException when the program is a file the platform refuses (32-bit, unknown format);
     *                          {@link SandboxUnavailable} when it is a Windows program this backend cannot run
     */
    public static LaunchPlan of(ProcessSpec spec, WineLaunch wine) throws SandboxException {
        String program = spec.command().getFirst();
        ExecutableKind kind = null;
        // A bare name ("python3") is an interpreter looked up on the sandbox's PATH, not an entry file.
        if (program.contains("/") && Files.isRegularFile(Path.of(program))) {
            kind = ExecutableInspector.inspect(Path.of(program));
        }
        if (kind != ExecutableKind.PE32_PLUS) {
            return new LaunchPlan(spec.command(), spec.env(), spec.limits(), kind);
        }
        if (wine == null) {
            throw new SandboxUnavailable(program + ": Windows programs run under Wine, which this backend is not set up for");
        }
        var env = new HashMap<>(spec.env());
        env.putAll(wine.env());
        return new LaunchPlan(wine.command(spec.command()), env, wine.limits(spec.limits()), kind);
    }
}
