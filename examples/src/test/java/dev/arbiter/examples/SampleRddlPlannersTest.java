package dev.arbiter.examples;

import dev.arbiter.rddl.server.Profile;
import dev.arbiter.rddl.server.SessionResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The sample planners as original RDDLSim clients over real TCP: with the 2018 profile they model the instance
 * from session-init's task, with the older ones (no task) from the files of {@code --rddl DIR}, as IPPC 2011/2014
 * planners did. ({@link RddlRandomPlannerTest} plays the Python random planner in every profile.)
 */
class SampleRddlPlannersTest {

    @ParameterizedTest
    @EnumSource(Profile.class)
    void theJavaRolloutPlannerPlaysAWholeSessionInEveryProfile(Profile profile) throws Exception {
        SessionResult result = RddlPlannerSessions.play(SamplePlanner.JAVA_ROLLOUT, profile, "sysadmin_inst_mdp__1", 2, 3,
                Map.of(), "--rddl", SamplePlanner.IPPC_2011.toString());

        assertThat(result.roundRewards()).hasSize(2);
        assertThat(result.client()).isEqualTo("java-rddl-rollout");
    }

    @ParameterizedTest
    @EnumSource(value = SamplePlanner.class, names = {"JAVA_RANDOM", "PYTHON_ROLLOUT"})
    void aPlannerReadsItsModelFromTheRddlDirectoryWhenTheServerSendsNoTask(SamplePlanner planner) throws Exception {
        var env = Map.of("RDDL_CLIENT_NAME", "team-7", "RDDL_ROLLOUTS", "2", "RDDL_DEPTH", "4");
        var played = RddlPlannerSessions.playLogged(planner, Profile.IPPC2011, "game_of_life_inst_mdp__1", 2, 3,
                env, "--rddl", SamplePlanner.IPPC_2011.toString());

        assertThat(played.result().roundRewards()).hasSize(2);
        assertThat(played.result().client()).as("RDDL_CLIENT_NAME names it").isEqualTo("team-7");
        // Without a model each says so on stderr and falls back to no-ops.
        assertThat(played.log()).doesNotContain("no model").doesNotContain("without a model").doesNotContain("playing at random");
    }
}
