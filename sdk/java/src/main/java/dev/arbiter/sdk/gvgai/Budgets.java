package dev.arbiter.sdk.gvgai;

/**
 * The budgets the SDK holds the agent to, in CPU milliseconds of its thread, as the track's client did
 * (gvgai.md, Budgets). Over one of them the SDK answers as that client answered, so the referee, whose own
 * budgets are on its clocks, never has to cut the agent off.
 *
 * @param startMillis       creating the agent and {@link Agent#onStart()}: over it, {@code START_FAILED}
 * @param initMillis        {@link Agent#init}: over it, {@code INIT_FAILED}
 * @param actMillis         {@link Agent#act}: over it, {@code ACTION_NIL} is played instead of its action
 * @param actOverspentMillis {@link Agent#act}: over it, {@code END_OVERSPENT} (disqualified on the level)
 * @param learningMillis    the whole training, from {@code START}: once spent, the end of each level is answered
 *                          {@code END_TRAINING} ({@code END_VALIDATION} in validation) without calling
 *                          {@link Agent#result}
 * @param resultMillis      {@link Agent#result} at the least (it may use what is left of the learning time):
 *                          over it, {@code END_OVERSPENT}
 */
public record Budgets(long startMillis, long initMillis, long actMillis, long actOverspentMillis,
                      long learningMillis, long resultMillis) {

    /** The learning track's: 1 s, 1 s, 40 ms, 50 ms, 5 minutes, 1 s. */
    public static final Budgets TRACK = new Budgets(1000, 1000, 40, 50, 300_000, 1000);

    /** These budgets with another learning time, e.g. a shorter one than the competition's training time. */
    public Budgets withLearningMillis(long millis) {
        return new Budgets(startMillis, initMillis, actMillis, actOverspentMillis, millis, resultMillis);
    }
}
