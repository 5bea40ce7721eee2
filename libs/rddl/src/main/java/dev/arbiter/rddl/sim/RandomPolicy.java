package dev.arbiter.rddl.sim;

/**
 * The seeded random baseline: each step sets k distinct boolean actions to true, k uniform in
 * 0..min(max-nondef-actions, number of boolean actions); an illegal choice is redrawn up to 20
 * times, then the no-op is taken. Its generator is separate from the episode's, so the policy and
 * the simulation can be seeded independently.
 */
public final class RandomPolicy {
    private static final int ATTEMPTS = 20;
    private final Simulator sim;
    private final Rng rng;
    private final int[] boolActions;
    private final Actions actions;

    public RandomPolicy(Simulator sim, long seed) {
        this.sim = sim;
        this.rng = new Rng(seed);
        this.boolActions = sim.boolActionIndices();
        this.actions = sim.noop();
    }

    /** The joint action for the episode's current state (the returned object is reused by the next call). */
    public Actions choose(Episode episode) {
        int limit = Math.min(sim.maxNondefActions(), boolActions.length);
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            actions.clear();
            int k = rng.nextInt(limit + 1);
            for (int chosen = 0; chosen < k; ) {
                int i = boolActions[rng.nextInt(boolActions.length)];
                if (actions.get(i) == 0) {
                    actions.set(i, 1);
                    chosen++;
                }
            }
            if (episode.violation(actions) == null) return actions;
        }
        return actions.clear();
    }
}
