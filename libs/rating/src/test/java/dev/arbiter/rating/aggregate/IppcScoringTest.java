package dev.arbiter.rating.aggregate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
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

    @Test
    void RDDL_C26_theBetterBaselineIsTheFloorAndScoresExactlyZeroWhileTheWorseOneIsClampedToZero() {
        // Random beats no-op on sysadmin (floor 20), no-op beats random on elevators (floor -40).
        var rounds = new LinkedHashMap<String, Map<String, List<Double>>>();
        rounds.put("noop", Map.of("sysadmin_inst_mdp__1", rounds(7, 10.0), "elevators_inst_mdp__1", rounds(7, -40.0)));
        rounds.put("random", Map.of("sysadmin_inst_mdp__1", List.of(19.0, 21.0, 20.1, 19.9, 20.0, 20.3, 19.7),
                "elevators_inst_mdp__1", rounds(7, -90.0)));
        rounds.put("planner", Map.of("sysadmin_inst_mdp__1", rounds(30, 60.0), "elevators_inst_mdp__1", rounds(30, -20.0)));
        var e = IppcScoring.evaluate(rounds, "noop", "random", DOMAINS);

        assertThat(e.baselines().get("sysadmin_inst_mdp__1").floor()).isCloseTo(20.0, within(1e-12));
        assertThat(e.baselines().get("elevators_inst_mdp__1").floor()).isEqualTo(-40.0);
        assertThat(e.standings().instanceScores().get("random")).as("best baseline on sysadmin, clamped below on elevators")
                .containsEntry("sysadmin_inst_mdp__1", 0.0).containsEntry("elevators_inst_mdp__1", 0.0);
        assertThat(e.standings().instanceScores().get("noop")).containsEntry("sysadmin_inst_mdp__1", 0.0)
                .containsEntry("elevators_inst_mdp__1", 0.0);
        assertThat(e.standings().instanceScores().get("planner")).as("the best planner is the ceiling")
                .containsEntry("sysadmin_inst_mdp__1", 1.0).containsEntry("elevators_inst_mdp__1", 1.0);
        assertThat(e.ranking()).extracting(IppcStanding::entryId).containsExactly("planner", "noop", "random");
        assertThat(e.ranking()).extracting(IppcStanding::rank).as("the two baselines tie at 0").containsExactly(1, 2, 2);
    }

    @Test
    void RDDL_C26_anInstanceNoPlannerBeatsScoresZeroForEveryoneAndStillCountsInTheAverages() {
        var rounds = new LinkedHashMap<String, Map<String, List<Double>>>();
        rounds.put("noop", Map.of("sysadmin_inst_mdp__1", rounds(30, 100.0), "sysadmin_inst_mdp__2", rounds(30, 0.0),
                "elevators_inst_mdp__1", rounds(30, -50.0)));
        rounds.put("random", Map.of("sysadmin_inst_mdp__1", rounds(30, 50.0), "sysadmin_inst_mdp__2", rounds(30, 10.0),
                "elevators_inst_mdp__1", rounds(30, -60.0)));
        // Both planners fall short of the no-op on sysadmin 1: its best average is the floor, nobody scores there.
        rounds.put("alice", Map.of("sysadmin_inst_mdp__1", rounds(30, 90.0), "sysadmin_inst_mdp__2", rounds(30, 30.0),
                "elevators_inst_mdp__1", rounds(30, -40.0)));
        rounds.put("bob", Map.of("sysadmin_inst_mdp__1", rounds(30, 80.0), "sysadmin_inst_mdp__2", rounds(30, 20.0),
                "elevators_inst_mdp__1", rounds(30, -30.0)));
        var e = IppcScoring.evaluate(rounds, "noop", "random", DOMAINS);

        assertThat(e.standings().instanceScores()).allSatisfy((entry, scores) ->
                assertThat(scores).as(entry).containsEntry("sysadmin_inst_mdp__1", 0.0));
        // alice: sysadmin (0 + 1) / 2 = 0.5, elevators (−40 of [−50, −30]) 0.5; bob: sysadmin (0 + 0.5) / 2, elevators 1.
        assertThat(e.standings().domainScores().get("alice")).containsEntry("sysadmin", 0.5).containsEntry("elevators", 0.5);
        assertThat(e.standings().domainScores().get("bob")).containsEntry("sysadmin", 0.25).containsEntry("elevators", 1.0);
        assertThat(e.standings().overall().get("alice")).as("overall averages instances, not domains").isCloseTo(1.5 / 3, within(1e-12));
        assertThat(e.standings().overall().get("bob")).isCloseTo(1.5 / 3, within(1e-12));
        assertThat(e.ranking()).extracting(IppcStanding::entryId).containsExactly("alice", "bob", "noop", "random");
    }

    @Test
    void RDDL_C26_anInstanceOnlyOneBaselinePlayedHasNoFloorAndCountsForNobody() {
        var rounds = new LinkedHashMap<String, Map<String, List<Double>>>();
        rounds.put("noop", Map.of("sysadmin_inst_mdp__1", rounds(30, 0.0), "elevators_inst_mdp__1", rounds(30, -50.0)));
        rounds.put("random", Map.of("sysadmin_inst_mdp__1", rounds(30, 10.0)));
        rounds.put("alice", Map.of("sysadmin_inst_mdp__1", rounds(30, 20.0), "elevators_inst_mdp__1", rounds(30, 0.0)));
        var e = IppcScoring.evaluate(rounds, "noop", "random", DOMAINS);

        assertThat(e.baselines()).containsOnlyKeys("sysadmin_inst_mdp__1");
        assertThat(e.standings().overall().get("alice")).isEqualTo(1.0);
        assertThat(e.standings().domainScores().get("alice")).containsOnlyKeys("sysadmin");
    }

    private static final Map<String, String> DOMAINS = domains();

    private static Map<String, String> domains() {
        var d = new LinkedHashMap<String, String>();
        d.put("sysadmin_inst_mdp__1", "sysadmin");
        d.put("sysadmin_inst_mdp__2", "sysadmin");
        d.put("elevators_inst_mdp__1", "elevators");
        return d;
    }
}
