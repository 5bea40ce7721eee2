package dev.arbiter.rddl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.arbiter.rddl.sim.Episode;
import dev.arbiter.rddl.sim.RandomPolicy;
import dev.arbiter.rddl.sim.Simulator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A planner's view: a round resumed from the state the server sent, named and valued as the wire writes it. */
class EpisodeFromStateTest {

    private static final Simulator SYSADMIN = Simulator.compile(IppcFiles.library().problem("sysadmin_inst_mdp__1"));

    @Test
    void aRoundResumedFromTheInitialStateReplaysTheSameTrajectory() {
        Episode original = SYSADMIN.newEpisode(5);
        Episode resumed = SYSADMIN.episodeFrom(original.stateValues(), 0, 5);
        var policyA = new RandomPolicy(SYSADMIN, 9);
        var policyB = new RandomPolicy(SYSADMIN, 9);
        while (!original.isOver()) {
            assertThat(resumed.step(policyB.choose(resumed)).reward()).isEqualTo(original.step(policyA.choose(original)).reward());
            assertThat(resumed.stateValues()).isEqualTo(original.stateValues());
        }
        assertThat(resumed.isOver()).isTrue();
        assertThat(resumed.discountedReward()).isEqualTo(original.discountedReward());
    }

    @Test
    void aResumedRoundEndsAtTheHorizonCountingTheTurnsAlreadyTaken() {
        double[] allDown = new double[SYSADMIN.stateFluents().size()];
        Episode last = SYSADMIN.episodeFrom(allDown, SYSADMIN.horizon() - 1, 1);

        assertThat(last.step(SYSADMIN.noop()).roundOver()).isTrue();
        assertThat(last.turn()).isEqualTo(SYSADMIN.horizon());
        assertThat(SYSADMIN.episodeFrom(allDown, SYSADMIN.horizon(), 1).isOver()).isTrue();
    }

    @Test
    void stateFluentsAreFoundByTheirWireNameAndValue() {
        int c3 = SYSADMIN.stateIndex("running", List.of("$c3"));

        assertThat(SYSADMIN.stateFluents().get(c3).toString()).isEqualTo("running(c3)");
        assertThat(SYSADMIN.parseStateValue(c3, "true")).isEqualTo(1);
        assertThat(SYSADMIN.parseStateValue(c3, "false")).isZero();
        assertThat(SYSADMIN.stateIndex("running", List.of("c99"))).isEqualTo(-1);
        assertThat(SYSADMIN.stateIndex("reboot", List.of("c3"))).as("an action, not a state fluent").isEqualTo(-1);
    }

    @Test
    void aStateOfTheWrongSizeIsRefused() {
        assertThatThrownBy(() -> SYSADMIN.episodeFrom(new double[3], 0, 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
