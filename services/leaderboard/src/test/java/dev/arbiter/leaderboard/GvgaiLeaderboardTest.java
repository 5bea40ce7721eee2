package dev.arbiter.leaderboard;

import dev.arbiter.leaderboard.support.Scheduler;
import dev.arbiter.leaderboard.support.Scheduler.Seat;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.proto.v1.GvgaiCompetition;
import dev.arbiter.proto.v1.GvgaiRun;
import dev.arbiter.proto.v1.MatchKind;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;
import dev.arbiter.proto.v1.Verdict;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.arbiter.leaderboard.RatingsFromResultsTest.awaitMatches;
import static dev.arbiter.leaderboard.RatingsFromResultsTest.board;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

/**
 * A GVGAI competition's leaderboard ranks as the learning track does: on each game by validation victories, then
 * mean score, then fewer ticks, ranks 1-9 earning 25, 18, 15 … points (equal entries share a rank and its points),
 * summed over the games. An entry's runs of one game count together, its plays summed.
 */
@QuarkusTest
class GvgaiLeaderboardTest {

    private static void competition(String slug) {
        Scheduler.send(Topics.COMPETITION_UPDATED, slug, CompetitionUpdated.newBuilder().setSlug(slug).setTitle("Learning " + slug)
                .setGame("gvgai:aliens,testgame1").setProtocol(ProtocolId.PROTOCOL_ID_GVGAI).setPhase("open").setPublic(true)
                .setRankingMethod(RankingMethod.RANKING_METHOD_GVGAI_POINTS).setSeats(1)
                .setGvgai(GvgaiCompetition.newBuilder().addGames("aliens").addGames("testgame1").setValidationRepetitions(10))
                .build().toByteArray());
    }

    /** One learning run of {@code entry} on {@code game}: {@code plays} validation plays. */
    private static void run(String slug, String entry, String game, int victories, double meanScore, double meanTicks, int plays) {
        MatchRecorded plain = Scheduler.match(slug, Scheduler.newMatchId(), MatchKind.MATCH_KIND_LADDER, true,
                MatchStatus.MATCH_STATUS_COMPLETED, new Seat(entry, meanScore * plays, Verdict.VERDICT_OK));
        var seat = plain.getResult().getSeats(0).toBuilder().setGvgai(GvgaiRun.newBuilder().setGame(game).setVictories(victories)
                .setMeanScore(meanScore).setMeanTicks(meanTicks).setPlays(plays).setTrainingPlays(12));
        Scheduler.recorded(plain.toBuilder().setResult(plain.getResult().toBuilder().setSeats(0, seat)).build());
    }

    @Test
    void entriesAreRankedByFormulaOnePointsSummedOverTheGames() {
        String slug = "gvgai-" + System.nanoTime() % 100000;
        String a = "a-" + slug;
        String b = "b-" + slug;
        String c = "c-" + slug;
        competition(slug);
        // aliens: a wins 10 of 20 over two runs (mean score 50), b 10 (mean 40), c 5: a 25, b 18, c 15 points.
        run(slug, a, "aliens", 5, 40, 900, 10);
        run(slug, a, "aliens", 5, 60, 900, 10);
        run(slug, b, "aliens", 10, 40, 800, 20);
        run(slug, c, "aliens", 5, 99, 100, 20);
        // testgame1: c first; a and b equal on victories, score and ticks, so both second: c 25, a 18, b 18.
        run(slug, c, "testgame1", 20, 10, 300, 20);
        run(slug, a, "testgame1", 5, 4, 700, 20);
        run(slug, b, "testgame1", 5, 4, 700, 20);
        awaitMatches(slug, 7);

        JsonPath ladder = board(slug);
        assertThat(ladder.getString("method")).isEqualTo("gvgai-points");
        assertThat(ladder.getString("ratingLabel")).isEqualTo("points");
        assertThat(ladder.getList("rows.entryId")).containsExactly(a, c, b);
        assertThat(ladder.getList("rows.rating", Double.class)).containsExactly(43.0, 40.0, 36.0);
        assertThat(ladder.getList("rows.rank", Integer.class)).containsExactly(1, 2, 3);
        assertThat(ladder.getList("rows.matches", Integer.class)).containsExactly(3, 2, 2);
        assertThat(ladder.getList("rows.provisional", Boolean.class)).containsOnly(false);
        assertThat(ladder.getMap("rows[0].domainScores", String.class, Double.class))
                .containsExactlyInAnyOrderEntriesOf(Map.of("aliens", 25.0, "testgame1", 18.0));
        assertThat(ladder.getList("gvgai.games")).containsExactly("aliens", "testgame1");
        List<Map<String, Object>> aliensOfA = ladder.getList("gvgai.entries.'" + a + "'");
        assertThat(aliensOfA.getFirst()).containsEntry("game", "aliens").containsEntry("victories", 10)
                .containsEntry("plays", 20).containsEntry("rank", 1).containsEntry("points", 25);
        assertThat(((Number) aliensOfA.getFirst().get("meanScore")).doubleValue()).as("two runs' plays averaged").isEqualTo(50.0);

        String page = given().get("/competitions/" + slug).then().statusCode(200)
                .body(containsString("id=\"gvgai-rule\"")).body(containsString("id=\"game-testgame1\""))
                .body(containsString("43.0")).extract().asString();
        // Each game's table names its entries, best rank first: on testgame1 c (25) before a and b (18 each).
        String testgame1 = page.substring(page.indexOf("id=\"game-testgame1\""));
        testgame1 = testgame1.substring(0, testgame1.indexOf("</table>"));
        assertThat(testgame1).doesNotContain(">" + c + "<");
        assertThat(testgame1.indexOf(">Entry " + c + "<")).isPositive().isLessThan(testgame1.indexOf(">Entry " + a + "<"));
        assertThat(testgame1.indexOf(">Entry " + c + "<")).isLessThan(testgame1.indexOf(">Entry " + b + "<"));
        given().get("/competitions/" + slug + "/entries/" + b).then().statusCode(200)
                .body(containsString("id=\"gvgai-games\"")).body(containsString("id=\"game-testgame1\""))
                .body(containsString("points 36.0"));
    }

    @Test
    void anEntryWithoutARunOnEveryGameIsProvisional() {
        String slug = "gvgai-part-" + System.nanoTime() % 100000;
        competition(slug);
        run(slug, "solo-" + slug, "aliens", 3, 10, 500, 20);
        awaitMatches(slug, 1);

        JsonPath ladder = board(slug);
        assertThat(ladder.getList("rows.entryId")).containsExactly("solo-" + slug);
        assertThat(ladder.getDouble("rows[0].rating")).isEqualTo(25.0);
        assertThat(ladder.getBoolean("rows[0].provisional")).isTrue();
    }
}
