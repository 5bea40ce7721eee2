package dev.arbiter.rddl.sim;

import java.util.Arrays;
import java.util.List;

/** A joint action: one value per ground action fluent, starting at the declared defaults. */
public final class Actions {
    private final CompiledModel model;
    final double[] values;

    Actions(CompiledModel model) {
        this.model = model;
        this.values = model.actionDefaults.clone();
    }

    /** Sets the action at {@code index} in {@link Simulator#actionFluents()}. */
    public Actions set(int index, double value) {
        values[index] = value;
        return this;
    }

    /** Sets {@code name(args)}; object arguments may carry a leading '$'. */
    public Actions set(String name, List<String> args, double value) {
        values[model.actionIndex(name, args)] = value;
        return this;
    }

    /** Sets from text as the wire carries it: {@code true}/anything else for bool, numbers, {@code @enum}, objects. */
    public Actions set(String name, List<String> args, String value) {
        int i = model.actionIndex(name, args);
        values[i] = model.parseActionValue(i, value);
        return this;
    }

    public double get(int index) {
        return values[index];
    }

    /** Back to every default (the no-op). */
    public Actions clear() {
        System.arraycopy(model.actionDefaults, 0, values, 0, values.length);
        return this;
    }

    @Override
    public String toString() {
        return Arrays.toString(values);
    }
}
