package dev.arbiter.rddl;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.rddl.sim.Actions;
import dev.arbiter.rddl.sim.Episode;
import dev.arbiter.rddl.sim.RandomPolicy;
import dev.arbiter.rddl.sim.Simulator;
import dev.arbiter.rddl.sim.StepResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Runs every shipped instance; each is compiled once for the whole class. */
class ShippedInstancesSimulationTest {
    private static final RddlLibrary LIBRARY = IppcFiles.library();
    private static final Map<String, Simulator> SIMULATORS = new LinkedHashMap<>();

    static synchronized Simulator simulator(String instance) {
        return SIMULATORS.computeIfAbsent(instance, n -> Simulator.compile(LIBRARY.problem(n)));
    }

    static Stream<String> instances() {
        return LIBRARY.instanceNames().stream();
    }

    @ParameterizedTest
    @MethodSource("instances")
    void runsFortyLegalStepsUnderTheNoop(String instance) {
        Simulator sim = simulator(instance);
        Episode episode = sim.newEpisode(7);
        Actions noop = sim.noop();
        int steps = 0;
        while (!episode.isOver()) {
            StepResult r = episode.step(noop);
            assertThat(r.violation()).as("step %d", steps).isNull();
            assertThat(r.reward()).isFinite();
            steps++;
        }
        assertThat(steps).isEqualTo(40);
        assertThat(episode.turn()).isEqualTo(40);
    }

    @ParameterizedTest
    @MethodSource("instances")
    void runsFortyLegalStepsUnderASeededRandomPolicy(String instance) {
        Simulator sim = simulator(instance);
        Episode episode = sim.newEpisode(11);
        RandomPolicy policy = new RandomPolicy(sim, 13);
        double total = 0;
        int nonNoop = 0;
        while (!episode.isOver()) {
            Actions a = policy.choose(episode);
            for (int i = 0; i < sim.actionFluents().size(); i++) {
                if (a.get(i) != 0) {
                    nonNoop++;
                    break;
                }
            }
            StepResult r = episode.step(a);
            assertThat(r.violation()).isNull();
            total += r.reward();
        }
        assertThat(episode.turn()).isEqualTo(40);
        assertThat(episode.discountedReward()).isCloseTo(total, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(nonNoop).as("the policy acts, not only no-ops").isGreaterThan(5);
    }

    @ParameterizedTest
    @MethodSource("instances")
    void theSameSeedAndActionsGiveTheSameTrajectory(String instance) {
        Simulator sim = simulator(instance);
        for (long seed = 1; seed <= 3; seed++) {
            List<double[]> first = trajectory(sim, seed, seed * 101);
            List<double[]> second = trajectory(sim, seed, seed * 101);
            assertThat(second).hasSameSizeAs(first);
            for (int i = 0; i < first.size(); i++) {
                assertThat(second.get(i)).as("step %d of seed %d", i, seed).containsExactly(first.get(i));
            }
        }
    }

    /** Per step: the reward followed by what the client would observe and the full state. */
    static List<double[]> trajectory(Simulator sim, long seed, long policySeed) {
        Episode episode = sim.newEpisode(seed);
        RandomPolicy policy = new RandomPolicy(sim, policySeed);
        List<double[]> out = new ArrayList<>();
        while (!episode.isOver()) {
            StepResult r = episode.step(policy.choose(episode));
            double[] obs = episode.observationValues();
            double[] state = episode.stateValues();
            double[] row = Arrays.copyOf(new double[] {r.reward()}, 1 + obs.length + state.length);
            System.arraycopy(obs, 0, row, 1, obs.length);
            System.arraycopy(state, 0, row, 1 + obs.length, state.length);
            out.add(row);
        }
        return out;
    }

    /** Instances whose no-op run is itself random (in navigation or tireworld only some moves draw). */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"sysadmin_inst_mdp__1", "game_of_life_inst_pomdp__1",
            "elevators_inst_mdp__1", "traffic_inst_mdp__10", "wildfire_inst_mdp__1", "skill_teaching_inst_pomdp__1"})
    void differentSeedsGiveDifferentTrajectoriesUnderTheSameActions(String instance) {
        Simulator sim = simulator(instance);
        List<double[]> a = trajectory(sim, 1, 5);
        List<double[]> b = trajectory(sim, 2, 5);
        boolean differs = false;
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) differs |= !Arrays.equals(a.get(i), b.get(i));
        assertThat(differs).as("the episode seed reaches the draws").isTrue();
    }
}
