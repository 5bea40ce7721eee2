import dev.arbiter.sdk.gvgai.Action;
import dev.arbiter.sdk.gvgai.Agent;
import dev.arbiter.sdk.gvgai.CpuTimer;
import dev.arbiter.sdk.gvgai.Gvgai;
import dev.arbiter.sdk.gvgai.Observation;

import java.util.List;
import java.util.Random;

/**
 * {{name}}: a GVGAI learning-track agent for {{game}}, written with Arbiter's Java SDK. It plays a random action
 * of the avatar's every tick, trains once on each training level and then asks for validation: random play has
 * nothing to learn. Make it learn from what it observes.
 */
public final class MyPlayer extends Agent {

    private final Random random = new Random(Long.parseLong(System.getenv().getOrDefault("ARBITER_SEED", "0")));
    private int levelsPlayed;

    /** A level begins (a second of CPU time): a good moment to warm up, as a cold JVM's first act is slow. */
    @Override
    public void init(Observation obs, CpuTimer timer) {
        for (int i = 0; i < 1000; i++) {
            act(obs, timer);
        }
    }

    /** Every tick, within 40 ms of CPU time: over it NIL is played, over 50 ms the level is lost. */
    @Override
    public Action act(Observation obs, CpuTimer timer) {
        List<Action> actions = obs.availableActions();
        return actions.isEmpty() ? Action.ACTION_NIL : actions.get(random.nextInt(actions.size()));
    }

    /** A level ended: the next training level (0-2), or END_TRAINING to be validated now. */
    @Override
    public int result(Observation obs, CpuTimer timer) {
        levelsPlayed++;
        return levelsPlayed >= 3 ? END_TRAINING : levelsPlayed;
    }

    public static void main(String[] args) {
        Gvgai.run(new MyPlayer());
    }
}
