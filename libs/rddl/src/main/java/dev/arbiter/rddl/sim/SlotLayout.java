package dev.arbiter.rddl.sim;

import dev.arbiter.rddl.model.FluentKind;
import dev.arbiter.rddl.model.Literal;
import dev.arbiter.rddl.model.PVariable;
import dev.arbiter.rddl.model.Problem;
import dev.arbiter.rddl.model.TypeDef;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Grounds a problem's pvariables into one value array: current state, next state (same order, so
 * advancing is one array copy), actions, then intermediate, derived and observation fluents, then
 * non-fluents. Object and enum values are stored as their index in their type's list.
 */
final class SlotLayout {
    final Problem problem;
    /** Objects of each object type and values (with '@') of each enum type. */
    final Map<String, List<String>> valuesByType = new LinkedHashMap<>();
    final Map<String, FluentBlock> blocks = new LinkedHashMap<>();
    final int stateBase = 0;
    final int stateSize;
    final int actionBase;
    final int actionSize;
    final int totalSize;
    private final Map<String, String> typeOfObject = new HashMap<>();

    SlotLayout(Problem problem, GroundingBudget budget) {
        this.problem = problem;
        for (TypeDef t : problem.domain().types().values()) {
            if (t.isEnum()) valuesByType.put(t.name(), t.enumValues());
        }
        problem.objects().forEach((type, names) -> {
            valuesByType.put(type, names);
            for (String n : names) typeOfObject.putIfAbsent(n, type);
        });
        for (TypeDef t : problem.domain().types().values()) {
            valuesByType.putIfAbsent(t.name(), List.of());
        }
        for (PVariable p : problem.domain().pvariables().values()) {
            List<List<String>> params = new ArrayList<>();
            long count = p.kind() == FluentKind.STATE ? 2 : 1;
            for (String type : p.parameterTypes()) {
                params.add(values(type));
                count = GroundingBudget.saturatedMultiply(count, params.get(params.size() - 1).size());
            }
            budget.fluents(p, count); // before the block: its int size would overflow past the limit
            blocks.put(p.name(), new FluentBlock(p, params));
        }
        int next = 0;
        next = place(FluentKind.STATE, next);
        stateSize = next;
        for (FluentBlock b : blocks.values()) {
            if (b.kind() == FluentKind.STATE) {
                b.nextBase = next;
                next += b.size;
            }
        }
        actionBase = next;
        next = place(FluentKind.ACTION, next);
        actionSize = next - actionBase;
        next = place(FluentKind.INTERMEDIATE, next);
        next = place(FluentKind.DERIVED, next);
        next = place(FluentKind.OBSERVATION, next);
        next = place(FluentKind.NON_FLUENT, next);
        totalSize = next;
    }

    private int place(FluentKind kind, int next) {
        for (FluentBlock b : blocks.values()) {
            if (b.kind() == kind) {
                b.base = next;
                next += b.size;
            }
        }
        return next;
    }

    List<String> values(String type) {
        List<String> v = valuesByType.get(type);
        if (v == null) throw new RddlEvalException("unknown type '" + type + "' in " + problem.name());
        return v;
    }

    boolean isEnumerable(String type) {
        return valuesByType.containsKey(type);
    }

    String typeOfObject(String name) {
        return typeOfObject.get(name);
    }

    /** Index of an object or enum value in {@code type}, or -1. Accepts names with or without '$'. */
    int indexIn(String type, String value) {
        String v = value.startsWith("$") ? value.substring(1) : value;
        return values(type).indexOf(v);
    }

    /** The stored number for a literal written for a fluent of range {@code range}. */
    double literalValue(Literal literal, String range) {
        String text = literal.text();
        switch (range) {
            case "bool":
                if (!literal.isBoolean()) throw new RddlEvalException("'" + text + "' is not a bool");
                return text.equals("true") ? 1 : 0;
            case "int":
            case "real":
                if (literal.isBoolean()) return text.equals("true") ? 1 : 0;
                return literal.number();
            default:
                int i = indexIn(range, text);
                if (i < 0) throw new RddlEvalException("'" + text + "' is not a value of type " + range);
                return i;
        }
    }

    /** The wire/text form of a stored value: {@code true}, {@code 3}, {@code 0.5}, {@code @low}, {@code c1}. */
    String format(double value, String range) {
        return switch (range) {
            case "bool" -> value != 0 ? "true" : "false";
            case "int" -> Long.toString((long) value);
            case "real" -> Double.toString(value);
            default -> values(range).get((int) value);
        };
    }

    /** Initial value array: declared defaults, then non-fluent values, then the instance's init-state. */
    double[] initialValues() {
        double[] v = new double[totalSize];
        for (FluentBlock b : blocks.values()) {
            Literal d = b.variable.defaultValue();
            if (d != null) {
                double x = literalValue(d, b.variable.range());
                java.util.Arrays.fill(v, b.base, b.base + b.size, x);
                if (b.nextBase >= 0) java.util.Arrays.fill(v, b.nextBase, b.nextBase + b.size, x);
            }
        }
        if (problem.nonFluents() != null) assign(v, problem.nonFluents().values(), FluentKind.NON_FLUENT);
        assign(v, problem.instance().initState(), FluentKind.STATE);
        return v;
    }

    private void assign(double[] v, List<dev.arbiter.rddl.model.Assignment> values, FluentKind expected) {
        for (var a : values) {
            FluentBlock b = blocks.get(a.fluent());
            if (b == null || b.kind() != expected) {
                throw new RddlEvalException(problem.name() + ": '" + a.fluent() + "' is not a " + expected.keyword());
            }
            v[slot(b, a.arguments(), b.base)] = literalValue(a.value(), b.variable.range());
        }
    }

    int slot(FluentBlock b, List<String> args, int base) {
        if (args.size() != b.strides.length) {
            throw new RddlEvalException(b.variable.name() + " takes " + b.strides.length + " arguments, got " + args);
        }
        int[] idx = new int[args.size()];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = indexIn(b.variable.parameterTypes().get(i), args.get(i));
            if (idx[i] < 0) {
                throw new RddlEvalException("'" + args.get(i) + "' is not a " + b.variable.parameterTypes().get(i)
                        + " (in " + b.variable.name() + args + ")");
            }
        }
        return base + b.offset(idx);
    }
}
