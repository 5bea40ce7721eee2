package dev.arbiter.rddl.sim;

import dev.arbiter.rddl.model.Cpf;
import dev.arbiter.rddl.model.Domain;
import dev.arbiter.rddl.model.Expr;
import dev.arbiter.rddl.model.FluentKind;
import dev.arbiter.rddl.model.Problem;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What compiling a problem produces and a step reads: the slot layout, the ground cpfs in dependency
 * order with their target slots, the reward, constraints and terminations, the action defaults and
 * the ground fluents each side is indexed by. Immutable once built, so every {@link Simulator},
 * {@link Episode} and {@link Actions} of one problem shares it; it knows none of them, which keeps
 * the episode and action classes from reaching back into the simulator that made them.
 */
final class CompiledModel {
    final SlotLayout layout;
    final double[] initialValues;
    final int[] cpfTargets;
    final Ev[] cpfs;
    final Ev reward;
    final Ev[] preconditions;
    final Ev[] invariants;
    final Ev[] terminations;
    final double[] actionDefaults;
    final List<GroundFluent> actionFluents = new ArrayList<>();
    final List<String> actionRanges = new ArrayList<>();
    private final Map<GroundFluent, Integer> actionIndex = new HashMap<>();
    final List<GroundFluent> stateFluents = new ArrayList<>();
    final List<String> stateRanges = new ArrayList<>();
    private final Map<GroundFluent, Integer> stateIndex = new HashMap<>();
    final List<GroundFluent> observationFluents = new ArrayList<>();
    final List<String> observationRanges = new ArrayList<>();
    final int[] observationSlots;

    /**
     * Grounds and compiles {@code problem}; throws {@link RddlEvalException} if it cannot be simulated and
     * {@link GroundingLimitException} if it grounds larger than {@code limits}.
     */
    CompiledModel(Problem problem, GroundingLimits limits) {
        Domain domain = problem.domain();
        GroundingBudget budget = new GroundingBudget(limits, domain.source());
        this.layout = new SlotLayout(problem, budget);
        this.initialValues = layout.initialValues();
        ExprCompiler compiler = new ExprCompiler(layout, initialValues, budget);

        List<Integer> targets = new ArrayList<>();
        List<Ev> compiled = new ArrayList<>();
        for (Cpf cpf : CpfOrder.of(domain)) {
            FluentBlock block = layout.blocks.get(cpf.fluent());
            if (block == null || !block.kind().hasCpf()) {
                throw new RddlEvalException(domain.name() + ": cpf for '" + cpf.fluent() + "', which no cpf can define");
            }
            if (cpf.parameters().size() != block.strides.length) {
                throw new RddlEvalException(domain.name() + ": cpf " + cpf.fluent() + " has the wrong number of parameters");
            }
            int base = block.kind() == FluentKind.STATE ? block.nextBase : block.base;
            for (int offset = 0; offset < block.size; offset++) {
                int[] idx = block.argIndexes(offset);
                ExprCompiler.Binding binding = ExprCompiler.Binding.empty();
                for (int i = 0; i < idx.length; i++) {
                    binding = binding.with(cpf.parameters().get(i), block.variable.parameterTypes().get(i), idx[i]);
                }
                targets.add(base + offset);
                try {
                    compiled.add(compiler.compile(cpf.expr(), binding));
                } catch (RddlEvalException e) {
                    throw new RddlEvalException(domain.source() + ":" + cpf.line() + ": cpf " + cpf.fluent() + ": "
                            + e.getMessage());
                } catch (GroundingLimitException e) {
                    throw e.at(domain.source(), cpf.line(), "cpf " + cpf.fluent());
                }
            }
        }
        this.cpfTargets = targets.stream().mapToInt(Integer::intValue).toArray();
        this.cpfs = compiled.toArray(new Ev[0]);
        this.reward = compileTop(compiler, domain, domain.reward(), "the reward");
        this.preconditions = compileAll(compiler, domain, domain.actionPreconditions(), "a constraint");
        this.invariants = compileAll(compiler, domain, domain.stateInvariants(), "a state invariant");
        this.terminations = compileAll(compiler, domain, domain.terminations(), "a termination condition");

        this.actionDefaults = new double[layout.actionSize];
        List<Integer> observed = new ArrayList<>();
        boolean pomdp = domain.partiallyObserved();
        for (FluentBlock b : layout.blocks.values()) {
            for (int offset = 0; offset < b.size; offset++) {
                GroundFluent g = b.ground(offset);
                switch (b.kind()) {
                    case ACTION -> {
                        actionDefaults[b.base + offset - layout.actionBase] = initialValues[b.base + offset];
                        actionIndex.put(g, actionFluents.size());
                        actionFluents.add(g);
                        actionRanges.add(b.variable.range());
                    }
                    case STATE -> {
                        stateIndex.put(g, stateFluents.size());
                        stateFluents.add(g);
                        stateRanges.add(b.variable.range());
                        if (!pomdp) observed.add(b.base + offset);
                    }
                    case OBSERVATION -> {
                        observed.add(b.base + offset);
                    }
                    default -> { }
                }
                if (b.kind() == (pomdp ? FluentKind.OBSERVATION : FluentKind.STATE)) {
                    observationFluents.add(g);
                    observationRanges.add(b.variable.range());
                }
            }
        }
        this.observationSlots = observed.stream().mapToInt(Integer::intValue).toArray();
    }

    private static Ev[] compileAll(ExprCompiler compiler, Domain domain, List<Expr> exprs, String what) {
        Ev[] out = new Ev[exprs.size()];
        for (int i = 0; i < out.length; i++) out[i] = compileTop(compiler, domain, exprs.get(i), what);
        return out;
    }

    /** Compiles the reward or a constraint, locating a grounding refusal at its line. */
    private static Ev compileTop(ExprCompiler compiler, Domain domain, Expr top, String what) {
        try {
            return compiler.compile(top, ExprCompiler.Binding.empty());
        } catch (GroundingLimitException e) {
            throw e.at(domain.source(), domain.lineOf(top), what);
        }
    }

    Problem problem() {
        return layout.problem;
    }

    int horizon() {
        return layout.problem.instance().horizon();
    }

    double discount() {
        return layout.problem.instance().discount();
    }

    int maxNondefActions() {
        return layout.problem.instance().maxNondefActions();
    }

    /** Index of {@code name(args)} in {@link #stateFluents} (object arguments may carry a '$'), or -1. */
    int stateIndex(String name, List<String> args) {
        List<String> plain = args.stream().map(a -> a.startsWith("$") ? a.substring(1) : a).toList();
        return stateIndex.getOrDefault(new GroundFluent(name, plain), -1);
    }

    /** The stored number for the wire text of state fluent {@code index}'s value ({@code true}, {@code 3}, {@code @low}). */
    double parseStateValue(int index, String text) {
        String range = stateRanges.get(index);
        String t = text.trim();
        return switch (range) {
            case "bool" -> t.equalsIgnoreCase("true") ? 1 : 0;
            case "int", "real" -> Double.parseDouble(t);
            default -> {
                int i = layout.indexIn(range, t);
                if (i < 0) throw new IllegalArgumentException("'" + text + "' is not a value of " + range);
                yield i;
            }
        };
    }

    int actionIndex(String name, List<String> args) {
        List<String> plain = args.stream().map(a -> a.startsWith("$") ? a.substring(1) : a).toList();
        Integer i = actionIndex.get(new GroundFluent(name, plain));
        if (i == null) throw new IllegalArgumentException("no action fluent " + new GroundFluent(name, plain));
        return i;
    }

    /** Parses an action value as the RDDLSim server does: for bool, "true" in any case is true, anything else false. */
    double parseActionValue(int index, String text) {
        String range = actionRanges.get(index);
        return switch (range) {
            case "bool" -> text.trim().equalsIgnoreCase("true") ? 1 : 0; // Boolean.valueOf, as the reference
            case "int", "real" -> Double.parseDouble(text.trim());
            default -> {
                int i = layout.indexIn(range, text.trim());
                if (i < 0) throw new IllegalArgumentException("'" + text + "' is not a value of " + range);
                yield i;
            }
        };
    }

    /** Text of a value of {@code range} as the wire writes it. */
    String format(double value, String range) {
        return layout.format(value, range);
    }
}
