package dev.arbiter.examples.rddl;

import dev.arbiter.rddl.sim.GroundFluent;
import dev.arbiter.rddl.sim.Simulator;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * java-rddl-random: each turn sets at most one boolean action fluent to true, uniformly among them and the
 * no-op (so never over max-nondef-actions), redrawing a choice the model says breaks a state-action constraint.
 * Without a model of the instance every action is the no-op. {@code ARBITER_SEED} seeds it.
 */
public final class RandomRddlPlanner implements RddlPlanner {

    private static final int ATTEMPTS = 20;

    private final Simulator model;
    private final int[] booleanActions;
    private final SplittableRandom random;

    RandomRddlPlanner(Simulator model, long seed) {
        this.model = model;
        this.booleanActions = model == null ? new int[0] : booleanActions(model);
        this.random = new SplittableRandom(seed);
    }

    @Override
    public List<GroundFluent> choose(Turn turn) {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            int pick = random.nextInt(booleanActions.length + 1) - 1; // -1: the no-op
            if (pick < 0) {
                return List.of();
            }
            int action = booleanActions[pick];
            if (turn.state() == null || legal(model, turn, action)) {
                return List.of(model.actionFluents().get(action));
            }
        }
        return List.of();
    }

    /** Indexes of the ground boolean action fluents in {@link Simulator#actionFluents()}. */
    static int[] booleanActions(Simulator model) {
        return IntStream.range(0, model.actionFluents().size()).filter(i -> model.actionRange(i).equals("bool")).toArray();
    }

    static boolean legal(Simulator model, Turn turn, int action) {
        var episode = model.episodeFrom(turn.state(), turn.number() - 1, 0);
        return episode.violation(model.noop().set(action, 1)) == null;
    }

    public static void main(String[] args) throws Exception {
        SessionLoop.main(args, "java-rddl-random",
                options -> (model, turnBudget) -> new RandomRddlPlanner(model.orElse(null), options.seed()));
    }
}
