package dev.arbiter.sdk.rddl;

import java.util.List;

/** The no-op planner, telling on stderr (which the transcript keeps) every event the SDK handed it. */
public final class RecordingPlanner implements Planner {

    @Override
    public void onSessionStart(String instance, int rounds, double timeAllowedMillis) {
        System.err.println("session " + instance + " rounds " + rounds);
    }

    @Override
    public void onRoundStart(int round, int roundsLeft) {
        System.err.println("round " + round + " left " + roundsLeft);
    }

    @Override
    public List<Action> act(Turn turn) {
        System.err.println("turn " + turn.number() + " fluents " + turn.fluents().size());
        return List.of();
    }

    @Override
    public void onRoundEnd(double roundReward) {
        System.err.println("round end");
    }

    @Override
    public void onSessionEnd(double totalReward) {
        System.err.println("session end " + totalReward);
    }

    public static void main(String[] args) {
        Rddl.run(new RecordingPlanner(), args);
    }
}
