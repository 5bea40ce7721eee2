package dev.arbiter.sdk.gvgai;

/**
 * A GVGAI learning-track agent (gvgai.md): extend it, override {@link #act} and what else you need, and start it
 * with {@link Gvgai#run}. The SDK connects, reads every line and observation, times each call in CPU time and
 * answers the referee; your code sees only {@link Observation}s. All callbacks run on one thread, one at a time.
 *
 * <pre>{@code
 * public final class Right extends Agent {
 *     public Action act(Observation obs, CpuTimer timer) { return Action.ACTION_RIGHT; }
 *     public static void main(String[] args) { Gvgai.run(new Right()); }
 * }
 * }</pre>
 */
public abstract class Agent {

    /** What {@link #result} returns to end training now and go to validation. */
    public static final int END_TRAINING = -1;

    private ObservationType observationType = ObservationType.JSON;
    private int lastLevel = -1;

    /** The action for this tick: one of {@code obs.availableActions()}, or NIL or ESCAPE. Null plays NIL. */
    public abstract Action act(Observation obs, CpuTimer timer);

    /** A run begins (once per game), before any level: set up what you learn across levels. */
    public void onStart() {
    }

    /** A level begins; {@code obs} is always the full JSON state. */
    public void init(Observation obs, CpuTimer timer) {
    }

    /**
     * A level ended (won, lost, tick limit, or aborted). Return the next training level (0-2) or
     * {@link #END_TRAINING}; by default the training levels in turn. In training phase 1 and in validation the
     * referee plays its own order whatever this says.
     */
    public int result(Observation obs, CpuTimer timer) {
        lastLevel = (lastLevel + 1) % 3;
        return lastLevel;
    }

    /** The budgets the SDK times this agent's calls against: the track's unless overridden. */
    public Budgets budgets() {
        return Budgets.TRACK;
    }

    /** What the next observations are to carry; every reply that can carry a type asks for it. */
    public final ObservationType observationType() {
        return observationType;
    }

    /** Asks for JSON, IMAGE or BOTH from the next reply on (the referee sends INIT and END as full JSON anyway). */
    public final void setObservationType(ObservationType type) {
        this.observationType = type == null ? ObservationType.JSON : type;
    }
}
