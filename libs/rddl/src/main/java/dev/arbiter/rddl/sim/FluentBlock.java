package dev.arbiter.rddl.sim;

import dev.arbiter.rddl.model.FluentKind;
import dev.arbiter.rddl.model.PVariable;
import java.util.ArrayList;
import java.util.List;

/**
 * Where one pvariable's ground values live in the episode's value array: row-major over its
 * parameters' objects from {@code base}; a state fluent has a second block at {@code nextBase} for
 * its primed value.
 */
final class FluentBlock {
    final PVariable variable;
    final List<List<String>> parameterValues;
    final int[] strides;
    final int size;
    int base = -1;
    int nextBase = -1;

    FluentBlock(PVariable variable, List<List<String>> parameterValues) {
        this.variable = variable;
        this.parameterValues = parameterValues;
        this.strides = new int[parameterValues.size()];
        int size = 1;
        for (int i = parameterValues.size() - 1; i >= 0; i--) {
            strides[i] = size;
            size *= parameterValues.get(i).size();
        }
        this.size = size;
    }

    FluentKind kind() {
        return variable.kind();
    }

    int offset(int[] argIndexes) {
        int o = 0;
        for (int i = 0; i < strides.length; i++) o += argIndexes[i] * strides[i];
        return o;
    }

    /** The argument indexes of the ground fluent at {@code offset} (inverse of {@link #offset}). */
    int[] argIndexes(int offset) {
        int[] out = new int[strides.length];
        for (int i = 0; i < strides.length; i++) {
            out[i] = offset / strides[i];
            offset %= strides[i];
        }
        return out;
    }

    GroundFluent ground(int offset) {
        int[] idx = argIndexes(offset);
        List<String> args = new ArrayList<>(idx.length);
        for (int i = 0; i < idx.length; i++) args.add(parameterValues.get(i).get(idx[i]));
        return new GroundFluent(variable.name(), List.copyOf(args));
    }
}
