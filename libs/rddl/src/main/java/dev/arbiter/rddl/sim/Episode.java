package dev.arbiter.rddl.sim;

import java.util.List;

/**
 * One round of a simulated problem from its initial state. Not thread-safe. A step checks the
 * state invariants, the action limits and constraints, evaluates every cpf in dependency order,
 * computes the reward from the current state, the actions and the computed next state, then advances.
 */
public final class Episode {
    private final CompiledModel model;
    private final double[] v;
    private final Rng rng;
    private int turn;
    private double discountedReward;
    private double weight = 1;
    private boolean over;

    Episode(CompiledModel model, long seed) {
        this.model = model;
        this.v = model.initialValues.clone();
        this.rng = new Rng(seed);
    }

    /** A round already {@code turnsTaken} steps in, at {@code state} (values of {@link Simulator#stateFluents()}). */
    Episode(CompiledModel model, double[] state, int turnsTaken, long seed) {
        this(model, seed);
        if (state.length != model.layout.stateSize) {
            throw new IllegalArgumentException(state.length + " state values for " + model.layout.stateSize + " state fluents");
        }
        System.arraycopy(state, 0, v, model.layout.stateBase, state.length);
        this.turn = turnsTaken;
        this.over = turnsTaken >= model.horizon();
    }

    public StepResult step(Actions actions) {
        if (over) throw new IllegalStateException("the round is over");
        // Invariants are checked on the state a step starts from, as RDDLSim does: the initial state
        // too, and not the state after the last step.
        String violation = brokenInvariant();
        if (violation == null) violation = violation(actions);
        if (violation != null) {
            over = true;
            return new StepResult(0, violation, false, true);
        }
        Ev[] cpfs = model.cpfs;
        int[] targets = model.cpfTargets;
        for (int i = 0; i < cpfs.length; i++) v[targets[i]] = cpfs[i].eval(v, rng);
        double reward = model.reward.eval(v, rng);
        SlotLayout layout = model.layout;
        System.arraycopy(v, layout.stateSize, v, layout.stateBase, layout.stateSize);
        turn++;
        discountedReward += weight * reward;
        weight *= model.discount();
        boolean terminated = false;
        for (Ev t : model.terminations) terminated |= t.eval(v, rng) != 0;
        over = terminated || turn >= model.horizon();
        return new StepResult(reward, null, terminated, over);
    }

    private String brokenInvariant() {
        for (int i = 0; i < model.invariants.length; i++) {
            if (model.invariants[i].eval(v, rng) == 0) return "state invariant " + (i + 1) + " does not hold";
        }
        return null;
    }

    /** Null when {@code actions} may be taken in the current state, else which rule they break. Draws nothing. */
    public String violation(Actions actions) {
        double[] a = actions.values;
        int nondef = 0;
        for (int i = 0; i < a.length; i++) {
            if (a[i] != model.actionDefaults[i]) nondef++;
        }
        if (nondef > model.maxNondefActions()) {
            return nondef + " non-default actions exceed max-nondef-actions = " + model.maxNondefActions();
        }
        System.arraycopy(a, 0, v, model.layout.actionBase, a.length);
        for (int i = 0; i < model.preconditions.length; i++) {
            if (model.preconditions[i].eval(v, rng) == 0) return "state-action constraint " + (i + 1) + " violated";
        }
        return null;
    }

    public int turn() {
        return turn;
    }

    public boolean isOver() {
        return over;
    }

    /** Sum of γ^t · r_t over the steps taken, the round reward the RDDLSim server reports. */
    public double discountedReward() {
        return discountedReward;
    }

    /** Current values of {@link Simulator#stateFluents()}, in that order. */
    public double[] stateValues() {
        double[] out = new double[model.layout.stateSize];
        System.arraycopy(v, model.layout.stateBase, out, 0, out.length);
        return out;
    }

    /** Current values of {@link Simulator#observationFluents()}: the last step's observations in a POMDP. */
    public double[] observationValues() {
        int[] slots = model.observationSlots;
        double[] out = new double[slots.length];
        for (int i = 0; i < slots.length; i++) out[i] = v[slots[i]];
        return out;
    }

    /** Observations as text pairs ({@code running(c1)}, {@code true}) in {@link Simulator#observationFluents()} order. */
    public List<String> observationTexts() {
        double[] values = observationValues();
        List<String> out = new java.util.ArrayList<>(values.length);
        for (int i = 0; i < values.length; i++) out.add(model.format(values[i], model.observationRanges.get(i)));
        return out;
    }
}
