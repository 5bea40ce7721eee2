package dev.arbiter.examples;

import dev.arbiter.rddl.server.Profile;
import dev.arbiter.rddl.server.SessionResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Java sample planners as original RDDLSim clients over real TCP, in every profile: with the 2018 profile
 * they model the instance from session-init's task, with the older ones from the files of {@code --rddl DIR}.
 */
class JavaRddlPlannersTest {

    @ParameterizedTest
    @EnumSource(Profile.class)
    void theRolloutPlannerPlaysAWholeSessionInEveryProfile(Profile profile) throws Exception {
        SessionResult result = RddlPlannerSessions.play(SamplePlanner.JAVA_ROLLOUT, profile, "sysadmin_inst_mdp__1", 2, 3,
                Map.of(), "--rddl", SamplePlanner.IPPC_2011.toString());

        assertThat(result.roundRewards()).hasSize(2);
        assertThat(result.client()).isEqualTo("java-rddl-rollout");
    }

    @ParameterizedTest
    @EnumSource(value = Profile.class, names = {"IPPC2011", "IPC2018"})
    void theRandomPlannerPlaysAWholeSession(Profile profile) throws Exception {
        SessionResult result = RddlPlannerSessions.play(SamplePlanner.JAVA_RANDOM, profile, "game_of_life_inst_mdp__1", 2, 3,
                Map.of("RDDL_CLIENT_NAME", "team-7"), "--rddl", SamplePlanner.IPPC_2011.toString());

        assertThat(result.roundRewards()).hasSize(2);
        assertThat(result.client()).as("RDDL_CLIENT_NAME names it").isEqualTo("team-7");
    }
}
