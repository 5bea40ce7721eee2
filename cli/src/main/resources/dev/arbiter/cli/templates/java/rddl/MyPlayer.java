import dev.arbiter.sdk.rddl.Planner;
import dev.arbiter.sdk.rddl.Rddl;

import java.util.List;

/**
 * {{name}}: an RDDLSim planner for {{game}}, written with Arbiter's Java SDK. It plays the no-op (every action
 * at its default) every turn: the baseline every IPPC score is measured against. Make it read the fluents.
 */
public final class MyPlayer implements Planner {

    /** The session begins: the instance, its rounds and the session's time in milliseconds. */
    @Override
    public void onSessionStart(String instance, int rounds, double timeAllowedMillis) {
        System.err.println("session " + instance + ": " + rounds + " rounds");
    }

    /** Each turn's observed fluents ({@code turn.fluents()}) and last reward; the actions to take. */
    @Override
    public List<Action> act(Turn turn) {
        return List.of(); // e.g. List.of(Action.of("reboot", "c2"))
    }

    /** The session ended: this total reward is the score. */
    @Override
    public void onSessionEnd(double totalReward) {
        System.err.println("total reward " + totalReward);
    }

    public static void main(String[] args) {
        Rddl.run(new MyPlayer(), args);
    }
}
