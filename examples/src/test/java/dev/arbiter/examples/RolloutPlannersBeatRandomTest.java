package dev.arbiter.examples;

import dev.arbiter.rddl.server.Profile;
import dev.arbiter.rddl.server.SessionResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each language's rollout planner collects more reward than its random planner on the same rounds: the server
 * and both planners are seeded, so the rounds (and the outcome) are the same on every run. Small instances and
 * few rounds keep it short; bench/rddl-planners.sh prints the full comparison.
 */
class RolloutPlannersBeatRandomTest {

    private static final long SERVER_SEED = 11;

    @ParameterizedTest(name = "{0} on {1}")
    @CsvSource({
            "JAVA_ROLLOUT, sysadmin_inst_mdp__1, JAVA_RANDOM",
            "JAVA_ROLLOUT, game_of_life_inst_mdp__1, JAVA_RANDOM",
            "PYTHON_ROLLOUT, sysadmin_inst_mdp__1, PYTHON_RANDOM",
            "PYTHON_ROLLOUT, game_of_life_inst_mdp__1, PYTHON_RANDOM"})
    void theRolloutPlannerOutscoresTheRandomOneOnTheSameSeededRounds(SamplePlanner rollout, String instance,
                                                                    SamplePlanner random) throws Exception {
        int rounds = rollout.isPython() ? 2 : 3;
        // Smaller Python search: the interpreter is ~100x slower than libs/rddl; still one-step rollouts.
        var search = rollout.isPython() ? Map.of("RDDL_ROLLOUTS", "4", "RDDL_DEPTH", "6") : Map.<String, String>of();
        SessionResult planned = RddlPlannerSessions.play(rollout, Profile.IPC2018, instance, rounds, SERVER_SEED, search);
        SessionResult baseline = RddlPlannerSessions.play(random, Profile.IPC2018, instance, rounds, SERVER_SEED, Map.of());

        assertThat(planned.roundRewards()).hasSize(rounds);
        assertThat(planned.totalReward()).as("rollout %s vs random %s", planned.roundRewards(), baseline.roundRewards())
                .isGreaterThan(baseline.totalReward());
    }
}
