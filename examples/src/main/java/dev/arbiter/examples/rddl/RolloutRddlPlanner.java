package dev.arbiter.examples.rddl;

import dev.arbiter.rddl.sim.Actions;
import dev.arbiter.rddl.sim.Episode;
import dev.arbiter.rddl.sim.GroundFluent;
import dev.arbiter.rddl.sim.RandomPolicy;
import dev.arbiter.rddl.sim.Simulator;

import java.util.List;

/**
 * java-rddl-rollout: a one-step Monte-Carlo rollout planner. Each turn it tries the no-op and every legal single
 * boolean action from the state the server sent, on its own model of the instance (libs/rddl's simulator): each
 * candidate is followed by a seeded random policy for {@code depth} steps, {@code rollouts} times, every candidate
 * on the same seeds (common random numbers, so the comparison is not drowned in noise), and the candidate with the
 * best mean return is played. Deterministic for a given {@code ARBITER_SEED} and server seed.
 *
 * <p>No model (no task, no {@code --rddl} directory) or a partially observed domain, where the state is not sent:
 * it plays as {@link RandomRddlPlanner} and says so on stderr.
 *
 * <p>{@code RDDL_ROLLOUTS} (default 16) and {@code RDDL_DEPTH} (default 10) size the search. A turn that
 * outlasts its share of the session's time ({@link SessionLoop#SHARE_OF_TIME_ALLOWED}) plays the best
 * candidate so far, so a large instance costs quality, not the session.
 */
public final class RolloutRddlPlanner implements RddlPlanner {

    static final int DEFAULT_ROLLOUTS = 16;
    static final int DEFAULT_DEPTH = 10;

    private final Simulator model;
    private final int[] booleanActions;
    private final int rollouts;
    private final int depth;
    private final long seed;
    private final long turnBudgetNanos;
    private long decisions;
    private boolean saidOutOfTime;

    RolloutRddlPlanner(Simulator model, int rollouts, int depth, long seed, long turnBudgetNanos) {
        this.model = model;
        this.booleanActions = RandomRddlPlanner.booleanActions(model);
        this.rollouts = rollouts;
        this.depth = depth;
        this.seed = seed;
        this.turnBudgetNanos = turnBudgetNanos;
    }

    @Override
    public List<GroundFluent> choose(Turn turn) {
        long start = System.nanoTime();
        long base = seed * 1_000_003L + 7_919L * decisions++;
        int taken = turn.number() - 1;
        int best = -1;
        double bestValue = value(turn.state(), taken, model.noop(), base);
        for (int action : booleanActions) {
            if (System.nanoTime() - start > turnBudgetNanos) {
                // Out of this turn's share of time-allowed: play the best so far rather than lose the session.
                if (!saidOutOfTime) {
                    System.err.println("rollout planner: a turn ran out of its time share; later candidates skipped");
                    saidOutOfTime = true;
                }
                break;
            }
            Actions candidate = model.noop().set(action, 1);
            if (model.episodeFrom(turn.state(), taken, 0).violation(candidate) != null) {
                continue;
            }
            double value = value(turn.state(), taken, candidate, base);
            if (value > bestValue) {
                best = action;
                bestValue = value;
            }
        }
        return best < 0 ? List.of() : List.of(model.actionFluents().get(best));
    }

    /** Mean return of {@code first} then the random policy, over {@code rollouts} seeded rollouts. */
    private double value(double[] state, int taken, Actions first, long base) {
        double total = 0;
        for (int r = 0; r < rollouts; r++) {
            Episode episode = model.episodeFrom(state, taken, base + r);
            var policy = new RandomPolicy(model, ~(base + r));
            episode.step(first);
            for (int step = 1; step < depth && !episode.isOver(); step++) {
                episode.step(policy.choose(episode));
            }
            total += episode.discountedReward();
        }
        return total / rollouts;
    }

    static RddlPlanner forModel(Simulator model, int rollouts, int depth, long seed, long turnBudgetNanos) {
        if (model == null || model.partiallyObserved()) {
            System.err.println(model == null ? "rollout planner: no model, playing at random"
                    : "rollout planner: partially observed domain (no state to roll out from), playing at random");
            return new RandomRddlPlanner(model, seed);
        }
        return new RolloutRddlPlanner(model, rollouts, depth, seed, turnBudgetNanos);
    }

    public static void main(String[] args) throws Exception {
        int rollouts = Integer.parseInt(System.getenv().getOrDefault("RDDL_ROLLOUTS", Integer.toString(DEFAULT_ROLLOUTS)));
        int depth = Integer.parseInt(System.getenv().getOrDefault("RDDL_DEPTH", Integer.toString(DEFAULT_DEPTH)));
        SessionLoop.main(args, "java-rddl-rollout",
                options -> (model, turnBudget) -> forModel(model.orElse(null), rollouts, depth, options.seed(), turnBudget));
    }
}
