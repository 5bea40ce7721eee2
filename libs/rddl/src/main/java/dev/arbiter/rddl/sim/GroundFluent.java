package dev.arbiter.rddl.sim;

import java.util.List;

/** One grounded pvariable, e.g. {@code running(c3)}; {@code args} are object names (or {@code @enum} values). */
public record GroundFluent(String name, List<String> args) {

    @Override
    public String toString() {
        return args.isEmpty() ? name : name + "(" + String.join(",", args) + ")";
    }
}
