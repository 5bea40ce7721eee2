package dev.arbiter.judge.protocol.gvgai;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Which level comes next in a run (docs/protocols/gvgai.md): the training levels once each in order (phase 1),
 * then the agent's choices until it ends training or its time is spent (phase 2), then the validation levels
 * in turn, repetition after repetition, whatever the agent asks for.
 */
final class LevelPlan {

    private final GvgaiSettings settings;
    private final Random random;
    private int phaseOnePlayed;
    private boolean training = true;
    /** Index into the flattened validation plays (repetition × validation levels). */
    private int validationIndex;

    LevelPlan(GvgaiSettings settings, Random random) {
        this.settings = settings;
        this.random = random;
    }

    boolean inTraining() {
        return training;
    }

    /** The agent or the training clock ended training: validation follows. */
    void endTraining() {
        training = false;
    }

    /**
     * The level to play next, or -1 when the run is over.
     *
     * @param requested the agent's choice after the previous level (a digit), or -1 for none or anything else
     */
    int next(int requested) {
        if (training) {
            List<Integer> levels = settings.trainingLevels();
            if (phaseOnePlayed < levels.size()) {
                return levels.get(phaseOnePlayed++);
            }
            return isTrainingChoice(requested) ? requested : levels.get(random.nextInt(levels.size()));
        }
        if (validationIndex >= totalValidationPlays()) {
            return -1;
        }
        return settings.validationLevels().get(validationIndex++ % settings.validationLevels().size());
    }

    /** Levels 0-2 may be asked for (0-3 with the reference server's quirk switched on). */
    private boolean isTrainingChoice(int level) {
        return settings.trainingLevels().contains(level) || settings.allowLevel3Choice() && level == 3;
    }

    /** Skips what is left of the current validation repetition (GVG-C16) and returns the levels skipped. */
    List<Integer> skipRestOfRepetition() {
        var skipped = new ArrayList<Integer>();
        int perRepetition = settings.validationLevels().size();
        while (validationIndex % perRepetition != 0 && validationIndex < totalValidationPlays()) {
            skipped.add(settings.validationLevels().get(validationIndex++ % perRepetition));
        }
        return skipped;
    }

    /** Every validation play not yet started, for a run that stops early. */
    List<Integer> abandonValidation() {
        var left = new ArrayList<Integer>();
        training = false;
        while (validationIndex < totalValidationPlays()) {
            left.add(settings.validationLevels().get(validationIndex++ % settings.validationLevels().size()));
        }
        return left;
    }

    private int totalValidationPlays() {
        return settings.validationRepetitions() * settings.validationLevels().size();
    }
}
