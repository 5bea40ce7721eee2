package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.protocol.MatchContext;

import java.util.List;
import java.util.Random;

/**
 * The plays of a run in turn: the level of each ({@link LevelPlan}), its seed, and the training time that ends
 * training. Training time is what the run's clocks charge from START_DONE, no grace, checked between levels: a
 * level under way when it runs out is played to its end.
 */
final class PlaySequence {

    private final MatchContext context;
    private final String clientId;
    private final Exchange exchange;
    private final GvgaiSettings settings;
    private final LearningGame game;
    private final LevelPlan plan;
    private Exchange.Mark trainingStart;
    private int plays;
    private int trainingPlays;

    PlaySequence(MatchContext context, String clientId, Exchange exchange, GvgaiSettings settings, LearningGame game) {
        this.context = context;
        this.clientId = clientId;
        this.exchange = exchange;
        this.settings = settings;
        this.game = game;
        this.plan = new LevelPlan(settings, new Random(context.seed()));
    }

    /**
     * The share of the transcript training may fill: a quarter of its cap, so that however long the agent trains,
     * validation (at most some 40 MB in summary at the default 20 plays of 2001 ticks) and the replay notes find
     * room after it. Past it, training's lines are counted only; the referee's notes are kept.
     */
    static final int TRAINING_SHARE_DIVISOR = 4;

    /** START_DONE: training, and its clock, begin. */
    void startTraining() {
        trainingStart = exchange.now();
        context.capTranscriptPhase("training", context.limits().transcriptLimitBytes() / TRAINING_SHARE_DIVISOR);
    }

    /** The agent ended training (END_TRAINING or END_VALIDATION): validation follows. */
    void endTraining() {
        plan.endTraining();
    }

    /**
     * The next play, or null when the run is over; validation comes next once the training time is spent.
     *
     * @param requested the agent's choice after the previous level (a digit), or -1 for none or anything else
     */
    LevelPlay next(int requested) {
        if (plan.inTraining()) {
            Exchange.Spent training = trainingSpent();
            if (exchange.usedUp(training, settings.trainingMillis())) {
                context.note(clientId, "training time of " + settings.trainingMillis() + " ms spent ("
                        + Exchange.describe(training) + "): validation follows");
                plan.endTraining();
            }
        }
        boolean wasTraining = plan.inTraining();
        int level = plan.next(requested);
        if (level < 0) {
            return null;
        }
        boolean validation = !plan.inTraining();
        if (validation) {
            // However training ended (its time, END_TRAINING), validation is recorded whole from here on.
            context.endTranscriptPhase();
        }
        if (wasTraining && validation) {
            context.note(clientId, "validation begins");
        }
        long seed = context.seed() + 1_000_003L * plays++;
        var play = new LevelPlay(settings, game.rules(), game.levels().apply(level), level, validation, seed);
        if (!validation) {
            trainingPlays++;
        }
        return play;
    }

    /**
     * The budget of the answer to {@code play}'s END or ABORT: {@code gvgai.result-ms}, and during training at least
     * the rest of the training time, for the agent may go on learning in result().
     */
    long resultMillis(LevelPlay play) {
        long budget = settings.resultMillis();
        if (!play.isValidation()) {
            long left = settings.trainingMillis() - (long) exchange.chargedMillis(trainingSpent());
            budget = Math.max(budget, left);
        }
        return budget;
    }

    /** Skips what is left of the validation repetition under way (GVG-C16); returns the levels skipped. */
    List<Integer> skipRestOfRepetition() {
        return plan.skipRestOfRepetition();
    }

    /** Ends the run's plays early; returns the validation plays never started. */
    List<Integer> abandonValidation() {
        return plan.abandonValidation();
    }

    int trainingPlays() {
        return trainingPlays;
    }

    private Exchange.Spent trainingSpent() {
        return exchange.since(trainingStart, context.nanoTime());
    }
}
