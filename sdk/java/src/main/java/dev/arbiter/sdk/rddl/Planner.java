package dev.arbiter.sdk.rddl;

import java.util.List;

/**
 * An RDDLSim planner (rddl.md): {@link #act} gets each turn's observed fluents and returns the actions to take;
 * {@link Rddl#run} does the session (connection, XML, NUL framing, rounds) as the reference clients do.
 *
 * <pre>{@code
 * public static void main(String[] args) {
 *     Rddl.run(turn -> List.of(), args);   // the no-op planner
 * }
 * }</pre>
 */
@FunctionalInterface
public interface Planner {

    /** The actions for this turn; an empty list is the no-op (every action at its default). */
    List<Action> act(Turn turn);

    /** The session begins: the instance's name, its rounds and the session's time in milliseconds. */
    default void onSessionStart(String instance, int rounds, double timeAllowedMillis) {
    }

    /** A round begins (numbered from 1). */
    default void onRoundStart(int round, int roundsLeft) {
    }

    /** The round ended with this (discounted) reward. */
    default void onRoundEnd(double roundReward) {
    }

    /** The session ended with this total reward. */
    default void onSessionEnd(double totalReward) {
    }

    /** One ground action: {@code reboot(c2) = true}. Object arguments without the {@code $} prefix. */
    record Action(String name, List<String> args, String value) {

        public Action {
            args = List.copyOf(args);
        }

        /** A boolean action set to true: {@code Action.of("reboot", "c2")}. */
        public static Action of(String name, String... args) {
            return new Action(name, List.of(args), "true");
        }
    }

    /** One observed fluent: {@code running(c1) = true}. */
    record Fluent(String name, List<String> args, String value) {

        public Fluent {
            args = List.copyOf(args);
        }
    }

    /**
     * One turn of a round.
     *
     * @param number        the step in the round, from 1
     * @param timeLeftMillis the session's time left
     * @param reward        the reward of the previous step (0 on the first)
     * @param fluents       the state (MDP) or observation (POMDP); empty on a POMDP round's first turn, which has none
     */
    record Turn(int number, double timeLeftMillis, double reward, List<Fluent> fluents) {

        public Turn {
            fluents = List.copyOf(fluents);
        }
    }
}
