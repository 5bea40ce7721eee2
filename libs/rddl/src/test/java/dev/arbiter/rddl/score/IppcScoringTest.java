package dev.arbiter.rddl.score;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class IppcScoringTest {

    static List<Double> rounds(int n, double value) {
        return new ArrayList<>(Collections.nCopies(n, value));
    }

    @Test
    void RDDL_C26_onlyTheLast30RoundsCountAndMissingOnesArePaddedWithTheFloor() {
        List<Double> played = rounds(5, -100.0);
        played.addAll(rounds(30, 10.0));
        assertThat(IppcScoring.lastRoundsMean(played, 30, 0)).isEqualTo(10.0);
        assertThat(IppcScoring.lastRoundsMean(rounds(10, 40.0), 30, 10)).isEqualTo((10 * 40.0 + 20 * 10) / 30);
    }

    @Test
    void RDDL_C26_scoresAreNormalisedBetweenTheBaselineFloorAndTheBestAverage() {
        assertThat(IppcScoring.normalise(-50, 0, 100)).isEqualTo(0.0);
        assertThat(IppcScoring.normalise(25, 0, 100)).isEqualTo(0.25);
        assertThat(IppcScoring.normalise(100, 0, 100)).isEqualTo(1.0);
        assertThat(IppcScoring.normalise(5, 5, 5)).as("nobody beat the floor").isEqualTo(0.0);
    }

    @Test
    void RDDL_C26_domainAndOverallScoresAverageTheInstanceScores() {
        Map<String, IppcScoring.Baselines> baselines = Map.of(
                "sysadmin_inst_mdp__1", new IppcScoring.Baselines(100, 200),
                "sysadmin_inst_mdp__10", new IppcScoring.Baselines(300, 400),
                "elevators_inst_mdp__1", new IppcScoring.Baselines(-80, -70));
        Map<String, Map<String, List<Double>>> rounds = Map.of(
                "alice", Map.of("sysadmin_inst_mdp__1", rounds(30, 300.0), "sysadmin_inst_mdp__10", rounds(30, 400.0),
                        "elevators_inst_mdp__1", rounds(30, -30.0)),
                "bob", Map.of("sysadmin_inst_mdp__1", rounds(30, 250.0), "elevators_inst_mdp__1", rounds(15, -50.0)));
        var s = IppcScoring.score(rounds, baselines, i -> i.substring(0, i.indexOf("_inst")));
        assertThat(s.instanceScores().get("alice")).containsEntry("sysadmin_inst_mdp__1", 1.0)
                .containsEntry("sysadmin_inst_mdp__10", 0.0).containsEntry("elevators_inst_mdp__1", 1.0);
        // bob: 250 of [200, 300] = 0.5; never played sysadmin 10 = 0; elevators (15·-50 + 15·-70)/30 = -60 of [-70, -30].
        assertThat(s.instanceScores().get("bob").get("elevators_inst_mdp__1")).isCloseTo(0.25, within(1e-12));
        assertThat(s.domainScores().get("bob")).containsEntry("sysadmin", 0.25);
        assertThat(s.overall().get("alice")).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(s.overall().get("bob")).isCloseTo(0.75 / 3, within(1e-12));
    }
}
