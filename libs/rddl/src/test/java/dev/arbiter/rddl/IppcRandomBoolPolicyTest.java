package dev.arbiter.rddl;

import dev.arbiter.rddl.sim.Actions;
import dev.arbiter.rddl.sim.Episode;
import dev.arbiter.rddl.sim.IppcRandomBoolPolicy;
import dev.arbiter.rddl.sim.Simulator;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The IPPC random baseline draws uniformly among the legal sets of up to max-nondef-actions boolean actions. */
class IppcRandomBoolPolicyTest {

    private static final RddlLibrary LIBRARY = IppcFiles.library();

    @Test
    void withFourNonDefaultActionsAllowedEverySetOfTrafficsFourSignalsIsAChoice() {
        Simulator sim = Simulator.compile(LIBRARY.problem("traffic_inst_mdp__1"));
        Episode episode = sim.newEpisode(3);
        List<int[]> choices = new IppcRandomBoolPolicy(sim, 1).choices(episode);
        // The no-op and every non-empty subset of the four intersections' advance actions: 1 + 4 + 6 + 4 + 1.
        assertThat(choices).hasSize(16);
        assertThat(choices.getFirst()).isEmpty();
    }

    @Test
    void theStateActionConstraintsKeepAnElevatorToOneActionAndTheDrawIsUniform() {
        Simulator sim = Simulator.compile(LIBRARY.problem("elevators_inst_mdp__9"));
        Episode episode = sim.newEpisode(3);
        var policy = new IppcRandomBoolPolicy(sim, 7);
        // Two elevators, four actions each, max-nondef-actions 2, at most one action per elevator: the no-op,
        // 8 single actions and 4 x 4 pairs of one action per elevator.
        List<int[]> choices = policy.choices(episode);
        assertThat(choices).hasSize(1 + 8 + 16);

        Map<String, Integer> drawn = new HashMap<>();
        int draws = 25_000;
        for (int i = 0; i < draws; i++) {
            Actions a = policy.choose(episode);
            assertThat(episode.violation(a)).isNull();
            drawn.merge(a.toString(), 1, Integer::sum);
        }
        assertThat(drawn).hasSize(25);
        // 1000 expected each; a seeded run, so the bound cannot flicker.
        assertThat(drawn.values()).allSatisfy(n -> assertThat(n).isBetween(850, 1150));
    }
}
