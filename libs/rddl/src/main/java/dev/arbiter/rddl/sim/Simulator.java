package dev.arbiter.rddl.sim;

import dev.arbiter.rddl.model.Problem;
import java.util.List;

/**
 * A problem compiled for simulation: immutable and shareable between threads; each
 * {@link Episode} holds its own values and generator. Compilation grounds every cpf, constraint
 * and the reward once (see {@link ExprCompiler}), so a step is a pass over small evaluator trees.
 * The compiled form is a {@link CompiledModel}, which the episodes and actions made here read.
 */
public final class Simulator {
    private final CompiledModel model;

    private Simulator(CompiledModel model) {
        this.model = model;
    }

    /** Grounds and compiles {@code problem}; throws {@link RddlEvalException} if it cannot be simulated. */
    public static Simulator compile(Problem problem) {
        return compile(problem, GroundingLimits.UNLIMITED);
    }

    /**
     * Grounds and compiles {@code problem} within {@code limits}; throws {@link GroundingLimitException} (naming the
     * file, the line and the limit) as soon as it would ground larger, and {@link RddlEvalException} if it cannot be
     * simulated.
     */
    public static Simulator compile(Problem problem, GroundingLimits limits) {
        return new Simulator(new CompiledModel(problem, limits));
    }

    public Problem problem() {
        return model.problem();
    }

    public Episode newEpisode(long seed) {
        return new Episode(model, seed);
    }

    /**
     * A round that goes on from {@code state} (values of {@link #stateFluents()}, in that order) after
     * {@code turnsTaken} steps: what a planner simulates ahead from the state the server sent. The
     * undiscounted reward so far is not known to it, so {@link Episode#discountedReward()} counts from here.
     */
    public Episode episodeFrom(double[] state, int turnsTaken, long seed) {
        return new Episode(model, state, turnsTaken, seed);
    }

    /** Index of {@code name(args)} in {@link #stateFluents()} (object arguments may carry a '$'), or -1. */
    public int stateIndex(String name, List<String> args) {
        return model.stateIndex(name, args);
    }

    /** The stored number for the wire text of state fluent {@code index}'s value ({@code true}, {@code 3}, {@code @low}). */
    public double parseStateValue(int index, String text) {
        return model.parseStateValue(index, text);
    }

    /** A joint action holding every default: the no-op. */
    public Actions noop() {
        return new Actions(model);
    }

    public List<GroundFluent> actionFluents() {
        return List.copyOf(model.actionFluents);
    }

    public String actionRange(int index) {
        return model.actionRanges.get(index);
    }

    /** The indices in {@link #actionFluents()} of the boolean action fluents, in order. */
    public int[] boolActionIndices() {
        return java.util.stream.IntStream.range(0, model.actionFluents.size())
                .filter(i -> actionRange(i).equals("bool"))
                .toArray();
    }

    public List<GroundFluent> stateFluents() {
        return List.copyOf(model.stateFluents);
    }

    /** What a client sees each turn: observation fluents in a POMDP, the state fluents otherwise. */
    public List<GroundFluent> observationFluents() {
        return List.copyOf(model.observationFluents);
    }

    public boolean partiallyObserved() {
        return problem().domain().partiallyObserved();
    }

    public int horizon() {
        return model.horizon();
    }

    public double discount() {
        return model.discount();
    }

    public int maxNondefActions() {
        return model.maxNondefActions();
    }

    /** Number of evaluator trees a step runs (ground cpfs), for benchmarks and reports. */
    public int groundCpfCount() {
        return model.cpfs.length;
    }

    /** Text of a value of {@code range} as the wire writes it. */
    public String format(double value, String range) {
        return model.format(value, range);
    }
}
