package dev.arbiter.leaderboard;

import dev.arbiter.leaderboard.support.Scheduler;
import dev.arbiter.leaderboard.support.Scheduler.Seat;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.proto.v1.MatchKind;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;
import dev.arbiter.proto.v1.RddlCompetition;
import dev.arbiter.proto.v1.RddlInstance;
import dev.arbiter.proto.v1.RddlSession;
import dev.arbiter.proto.v1.RoundPublished;
import dev.arbiter.proto.v1.StandingRow;
import dev.arbiter.proto.v1.Verdict;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.arbiter.leaderboard.RatingsFromResultsTest.awaitMatches;
import static dev.arbiter.leaderboard.RatingsFromResultsTest.board;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.hamcrest.Matchers.containsString;

/**
 * An RDDL competition's leaderboard ranks by the IPPC normalised score: per instance the mean of the last 30
 * rounds (missing ones at the floor), floored at the better baseline and scaled to the best average, then averaged
 * per domain and overall. Two instances of different domains; "steady" is best on sysadmin, "bold" on the game of life.
 */
@QuarkusTest
class IppcLeaderboardTest {

    private static final String SYSADMIN = "sysadmin_inst_mdp__1";
    private static final String LIFE = "game_of_life_inst_mdp__1";

    private static void competition(String slug) {
        var rddl = RddlCompetition.newBuilder().setSet("ippc2011-mdp").setRounds(3)
                .setNoopEntryId("noop-" + slug).setRandomEntryId("random-" + slug)
                .addInstances(RddlInstance.newBuilder().setName(SYSADMIN).setDomain("sysadmin_mdp")
                        .setDomainFile("sysadmin_mdp.rddl").setInstanceFile(SYSADMIN + ".rddl"))
                .addInstances(RddlInstance.newBuilder().setName(LIFE).setDomain("game_of_life_mdp")
                        .setDomainFile("game_of_life_mdp.rddl").setInstanceFile(LIFE + ".rddl"));
        Scheduler.send(Topics.COMPETITION_UPDATED, slug, CompetitionUpdated.newBuilder().setSlug(slug).setTitle("Planning " + slug)
                .setGame("rddl:ippc2011-mdp").setProtocol(ProtocolId.PROTOCOL_ID_RDDL).setPhase("open").setPublic(true).setRankingMethod(RankingMethod.RANKING_METHOD_IPPC)
                .setSeats(1).setRddl(rddl).build().toByteArray());
    }

    /** One session of {@code entry} on {@code instance}: three rounds of {@code reward} each. */
    private static String session(String slug, String entry, String instance, double reward) {
        MatchRecorded plain = Scheduler.match(slug, Scheduler.newMatchId(), MatchKind.MATCH_KIND_LADDER, true,
                MatchStatus.MATCH_STATUS_COMPLETED, new Seat(entry, reward * 3, Verdict.VERDICT_OK));
        var seat = plain.getResult().getSeats(0).toBuilder().setRddl(RddlSession.newBuilder().setInstance(instance).setRounds(3)
                .addAllRoundRewards(List.of(reward, reward, reward)).setTotalReward(reward * 3));
        Scheduler.recorded(plain.toBuilder().setResult(plain.getResult().toBuilder().setSeats(0, seat)).build());
        return plain.getResult().getMatchId();
    }

    @Test
    void entriesAreRankedByTheirNormalisedScoreWithTheBaselinesAtTheFloor() {
        String slug = "rddl-" + System.nanoTime() % 100000;
        competition(slug);
        // sysadmin: floor max(10, 12) = 12; padded to 30 rounds steady averages 12.8 (the best), bold 12.2.
        // game of life: floor max(5, 3) = 5; bold 5.2 (the best), steady 5.1.
        Map<String, double[]> rewards = Map.of("noop-" + slug, new double[]{10, 5}, "random-" + slug, new double[]{12, 3},
                "steady-" + slug, new double[]{20, 6}, "bold-" + slug, new double[]{14, 7});
        rewards.forEach((entry, r) -> {
            session(slug, entry, SYSADMIN, r[0]);
            session(slug, entry, LIFE, r[1]);
        });
        awaitMatches(slug, 8);

        JsonPath ladder = board(slug);
        assertThat(ladder.getString("method")).isEqualTo("ippc");
        assertThat(ladder.getString("ratingLabel")).isEqualTo("IPPC normalised score");
        assertThat(ladder.getList("rows.entryId")).containsExactly("steady-" + slug, "bold-" + slug, "noop-" + slug, "random-" + slug);
        List<Double> scores = ladder.getList("rows.rating", Double.class);
        assertThat(scores.get(0)).isCloseTo((1.0 + 0.5) / 2, within(1e-9));
        assertThat(scores.get(1)).isCloseTo((0.25 + 1.0) / 2, within(1e-9));
        assertThat(scores).allSatisfy(s -> assertThat(s).isBetween(0.0, 1.0));
        assertThat(ladder.getList("rows.rank", Integer.class)).containsExactly(1, 2, 3, 3);
        assertThat(ladder.getList("rows.baseline")).containsExactly(null, null, "noop", "random");
        assertThat(ladder.getMap("rows[0].domainScores", String.class, Double.class))
                .containsEntry("sysadmin_mdp", 1.0).containsEntry("game_of_life_mdp", 0.5);
        assertThat(ladder.getList("rows.matches", Integer.class)).containsOnly(2);
        assertThat(ladder.getList("ippc.instances.name")).containsExactly(SYSADMIN, LIFE);
        assertThat(ladder.getList("ippc.instances.scored", Boolean.class)).containsOnly(true);
        assertThat(ladder.getList("ippc.instances.random", Double.class)).containsExactly(12.0, 3.0);

        given().get("/competitions/" + slug).then().statusCode(200)
                .body(containsString("(baseline)")).body(containsString("0.750"))
                .body(containsString("/competitions/" + slug + "/files/sysadmin_mdp.rddl"));
        given().get("/competitions/" + slug + "/entries/bold-" + slug).then().statusCode(200)
                .body(containsString("id=\"ippc-instances\"")).body(containsString("14.000")).body(containsString("0.250"))
                .body(containsString("IPPC normalised score 0.625"));
        given().get("/competitions/" + slug + "/entries/noop-" + slug).then().statusCode(200).body(containsString("id=\"baseline\""));
        given().get("/").then().statusCode(200).body(containsString("IPPC normalised score 0.750"));
    }

    @Test
    void anInstanceIsScoredOnlyOnceBothBaselinesHavePlayedIt() {
        String slug = "rddl-floor-" + System.nanoTime() % 100000;
        competition(slug);
        session(slug, "noop-" + slug, SYSADMIN, 1);
        session(slug, "random-" + slug, SYSADMIN, 2);
        session(slug, "noop-" + slug, LIFE, 1);
        session(slug, "solo-" + slug, SYSADMIN, 4);
        session(slug, "solo-" + slug, LIFE, 4);
        awaitMatches(slug, 5);

        JsonPath ladder = board(slug);
        assertThat(ladder.getList("ippc.instances.scored", Boolean.class)).containsExactly(true, false);
        assertThat(ladder.getList("rows.entryId")).first().isEqualTo("solo-" + slug);
        assertThat(ladder.getDouble("rows[0].rating")).as("the one scored instance, where it is best").isEqualTo(1.0);
        assertThat(ladder.getBoolean("rows[0].provisional")).isTrue();
    }

    @Test
    void planersDownloadTheCompetitionsFilesAndNothingElse() {
        String slug = "rddl-files-" + System.nanoTime() % 100000;
        competition(slug);
        org.awaitility.Awaitility.await().atMost(java.time.Duration.ofSeconds(20))
                .until(() -> given().get("/competitions/" + slug + "/files/sysadmin_mdp.rddl").statusCode() == 200);
        given().get("/competitions/" + slug + "/files/sysadmin_mdp.rddl").then().statusCode(200)
                .contentType(containsString("text/plain")).body(containsString("domain sysadmin_mdp"));
        given().get("/competitions/" + slug + "/files/" + LIFE + ".rddl").then().statusCode(200)
                .body(containsString("instance " + LIFE));
        given().accept("text/html").get("/competitions/" + slug + "/files/sysadmin_mdp.rddl").then().statusCode(200)
                .contentType(containsString("text/plain"));
        given().get("/competitions/" + slug + "/files/navigation_mdp.rddl").then().statusCode(404);
        byte[] zip = given().accept("text/html").get("/competitions/" + slug + "/files.zip").then().statusCode(200)
                .contentType(containsString("application/zip")).extract().asByteArray();
        assertThat(dev.arbiter.rddl.DomainSet.fromZip(zip).instanceNames()).containsExactly(LIFE, SYSADMIN);
    }

    /**
     * A published round of an RDDL competition keeps the scheduler's IPPC scores beside its ranks, and this
     * service's estimate is the IPPC score of the round's own sessions (by sums "steady" 78, "bold" 63; IPPC 0.75
     * and 0.625 as on the board above), not the score total.
     */
    @Test
    void aPublishedRoundShowsTheOfficialIppcScoresAndEstimatesByTheIppcScoreOfItsSessions() {
        String slug = "rddl-round-" + System.nanoTime() % 100000;
        String round = "round-" + slug;
        competition(slug);
        Map<String, double[]> rewards = Map.of("noop-" + slug, new double[]{10, 5}, "random-" + slug, new double[]{12, 3},
                "steady-" + slug, new double[]{20, 6}, "bold-" + slug, new double[]{14, 7});
        List<String> matches = new ArrayList<>();
        rewards.forEach((entry, r) -> {
            matches.add(session(slug, entry, SYSADMIN, r[0]));
            matches.add(session(slug, entry, LIFE, r[1]));
        });
        awaitMatches(slug, 8);

        var published = RoundPublished.newBuilder().setRoundId(round).setCompetition(slug).setName("Final").setSeed(1)
                .setPublishedAtMs(System.currentTimeMillis()).addAllMatchIds(matches);
        String[] order = {"steady-" + slug, "bold-" + slug, "noop-" + slug, "random-" + slug};
        double[] ippc = {0.75, 0.625, 0, 0};
        for (int i = 0; i < order.length; i++) {
            published.addStandings(StandingRow.newBuilder().setRank(Math.min(i + 1, 3)).setEntryId(order[i]).setVersion(1)
                    .setContestant("c-" + order[i]).setEntryName("Entry " + order[i]).setMatches(2).setIppcScore(ippc[i]));
        }
        Scheduler.round(published.build());
        org.awaitility.Awaitility.await().atMost(java.time.Duration.ofSeconds(20))
                .until(() -> given().get("/api/competitions/" + slug + "/leaderboard/official").statusCode() == 200);

        JsonPath official = given().get("/api/competitions/" + slug + "/leaderboard/official").then().statusCode(200)
                .extract().jsonPath();
        assertThat(official.getString("method")).isEqualTo("ippc");
        assertThat(official.getList("rows.entryId")).containsExactly(order);
        assertThat(official.getList("rows.ippcScore", Double.class)).containsExactly(0.75, 0.625, 0.0, 0.0);
        List<Double> estimates = official.getList("rows.estimate", Double.class);
        assertThat(estimates.get(0)).isCloseTo(0.75, within(1e-9));
        assertThat(estimates.get(1)).isCloseTo(0.625, within(1e-9));
        assertThat(official.getList("rows.estimateRank", Integer.class)).containsExactly(1, 2, 3, 3);
        given().get("/competitions/" + slug).then().statusCode(200).body(containsString("IPPC score"))
                .body(containsString("<td class=\"num ippc-score\">0.625</td>"));
    }
}
