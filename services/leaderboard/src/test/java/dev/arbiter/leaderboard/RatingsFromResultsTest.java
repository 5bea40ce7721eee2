package dev.arbiter.leaderboard;

import dev.arbiter.leaderboard.rating.StoredState;
import dev.arbiter.leaderboard.service.Ratings;
import dev.arbiter.leaderboard.support.Scheduler;
import dev.arbiter.leaderboard.support.Scheduler.Seat;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.LadderMethod;
import dev.arbiter.proto.v1.MatchKind;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.RoundPublished;
import dev.arbiter.proto.v1.StandingRow;
import dev.arbiter.proto.v1.Verdict;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;

/**
 * Results flow from Kafka into ratings: idempotently, never for unrated kinds, and such that a
 * recomputation from the results table (libs/rating's Ladder.recompute) equals the incremental state.
 */
@QuarkusTest
class RatingsFromResultsTest {

    private static final Duration WAIT = Duration.ofSeconds(20);

    @Inject
    Ratings ratings;

    @Test
    void aReplayedResultChangesNothing() {
        String slug = "idem-" + System.nanoTime() % 100000;
        Scheduler.competition(slug, "elo", 2);
        MatchRecorded match = Scheduler.ladder(slug, "idem-a-" + slug, 3, "idem-b-" + slug, 1);
        Scheduler.recorded(match);
        awaitMatches(slug, 1);
        JsonPath before = board(slug);
        // Delivered again (a rebalance, a producer retry): seen and counted as a duplicate, nothing else.
        double duplicates = duplicates();
        Scheduler.recorded(match);
        await().atMost(WAIT).until(() -> duplicates() > duplicates);
        JsonPath after = board(slug);
        assertThat(after.getList("rows")).isEqualTo(before.getList("rows"));
        assertThat(after.getDouble("rows.find { it.entryId == 'idem-a-" + slug + "' }.rating")).isEqualTo(1516.0);
        assertThat(after.getInt("rows.find { it.entryId == 'idem-a-" + slug + "' }.matches")).isEqualTo(1);
        given().get("/api/matches/" + match.getResult().getMatchId()).then().statusCode(200).body("seats", hasSize(2));
    }

    private static double duplicates() {
        String metrics = given().get("/q/metrics").then().statusCode(200).extract().asString();
        return metrics.lines().filter(line -> line.startsWith("arbiter_leaderboard_results_total{outcome=\"duplicate\""))
                .mapToDouble(line -> Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1))).sum();
    }

    @Test
    void infrastructureErrorsCancelledValidationAndUnratedMatchesAreStoredButNeverRated() {
        String slug = "unrated-" + System.nanoTime() % 100000;
        Scheduler.competition(slug, "glicko2", 2);
        String a = "ua-" + slug;
        String b = "ub-" + slug;
        Scheduler.recorded(Scheduler.match(slug, Scheduler.newMatchId(), MatchKind.MATCH_KIND_LADDER, false,
                MatchStatus.MATCH_STATUS_INFRASTRUCTURE_ERROR, new Seat(a, 0, Verdict.VERDICT_OK), new Seat(b, 0, Verdict.VERDICT_OK)));
        Scheduler.recorded(Scheduler.match(slug, Scheduler.newMatchId(), MatchKind.MATCH_KIND_LADDER, false,
                MatchStatus.MATCH_STATUS_CANCELLED, new Seat(a, 0, Verdict.VERDICT_OK), new Seat(b, 0, Verdict.VERDICT_OK)));
        Scheduler.recorded(Scheduler.match(slug, Scheduler.newMatchId(), MatchKind.MATCH_KIND_VALIDATION, false,
                MatchStatus.MATCH_STATUS_COMPLETED, new Seat(a, 5, Verdict.VERDICT_OK), new Seat(b, 1, Verdict.VERDICT_OK)));
        // Even a message that says rated = true is not rated when the match did not complete.
        String lastId = Scheduler.newMatchId();
        Scheduler.recorded(Scheduler.match(slug, lastId, MatchKind.MATCH_KIND_LADDER, true,
                MatchStatus.MATCH_STATUS_INFRASTRUCTURE_ERROR, new Seat(a, 0, Verdict.VERDICT_OK), new Seat(b, 0, Verdict.VERDICT_OK)));
        await().atMost(WAIT).until(() -> given().get("/api/matches/" + lastId).statusCode() == 200);
        given().get("/api/matches/" + lastId).then().statusCode(200)
                .body("status", equalTo("infrastructure-error")).body("rated", equalTo(true)).body("seats", hasSize(2));
        given().get("/api/competitions/" + slug + "/leaderboard").then().statusCode(200)
                .body("total", equalTo(0)).body("rows", hasSize(0));
        assertThat(ratings.stored(slug)).isEmpty();
    }

    @Test
    void recomputingFromTheResultsTableEqualsTheIncrementalStateForEveryMethod() {
        for (String method : List.of("elo", "glicko2", "trueskill")) {
            String slug = "recompute-" + method + "-" + System.nanoTime() % 100000;
            Scheduler.competition(slug, method, 2);
            Random random = new Random(42);
            int matches = 40;
            for (int i = 0; i < matches; i++) {
                int x = random.nextInt(6);
                int y = (x + 1 + random.nextInt(5)) % 6;
                Scheduler.recorded(Scheduler.ladder(slug, "e" + x + "-" + slug, random.nextInt(3), "e" + y + "-" + slug,
                        random.nextInt(3)));
            }
            awaitMatches(slug, 2 * matches);
            Map<String, StoredState> incremental = ratings.stored(slug);
            assertThat(incremental).hasSize(6);
            assertThat(ratings.recompute(slug, Vocabulary.ladderMethod(method))).as(method).isEqualTo(incremental);
        }
    }

    @Test
    void aChangedMethodRebuildsTheLadderFromTheResults() {
        String slug = "switch-" + System.nanoTime() % 100000;
        Scheduler.competition(slug, "elo", 2);
        for (int i = 0; i < 12; i++) {
            Scheduler.recorded(Scheduler.ladder(slug, "s" + i % 3 + "-" + slug, i % 2, "s" + (i + 1) % 3 + "-" + slug, 1));
        }
        awaitMatches(slug, 24);
        Scheduler.competition(slug, "trueskill", 2);
        await().atMost(WAIT).until(() -> "trueskill".equals(board(slug).getString("method")));
        JsonPath board = board(slug);
        assertThat(board.getInt("total")).isEqualTo(3);
        assertThat(board.getString("ratingLabel")).isEqualTo("TrueSkill μ − 3σ");
        assertThat(ratings.recompute(slug, LadderMethod.LADDER_METHOD_TRUESKILL)).isEqualTo(ratings.stored(slug));
    }

    @Test
    void theApiShowsLeaderboardRowsHistoryAndMatches() {
        String slug = "api-" + System.nanoTime() % 100000;
        Scheduler.competition(slug, "glicko2", 2);
        String winner = "w-" + slug;
        String loser = "l-" + slug;
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            MatchRecorded m = Scheduler.ladder(slug, winner, 2, loser, 1);
            ids.add(m.getResult().getMatchId());
            Scheduler.recorded(m);
        }
        // An error of the loser's newest version.
        Scheduler.recorded(Scheduler.match(slug, Scheduler.newMatchId(), MatchKind.MATCH_KIND_LADDER, true,
                MatchStatus.MATCH_STATUS_COMPLETED, new Seat(winner, 1, Verdict.VERDICT_OK),
                new Seat(loser, -1, Verdict.VERDICT_TIMEOUT, 2)));
        awaitMatches(slug, 8);

        given().get("/api/competitions/" + slug + "/leaderboard").then().statusCode(200)
                .body("competition", equalTo(slug)).body("method", equalTo("glicko2")).body("total", equalTo(2))
                .body("rows[0].rank", equalTo(1)).body("rows[0].entryId", equalTo(winner))
                .body("rows[0].entry", equalTo("Entry " + winner)).body("rows[0].contestant", equalTo("c-" + winner))
                .body("rows[0].rating", notNullValue()).body("rows[0].uncertainty", notNullValue())
                .body("rows[0].matches", equalTo(4)).body("rows[0].provisional", equalTo(true))
                .body("rows[1].rank", equalTo(2)).body("rows[1].entryId", equalTo(loser));
        given().get("/api/competitions/" + slug + "/leaderboard?size=1&page=1").then().statusCode(200)
                .body("rows", hasSize(1)).body("rows[0].entryId", equalTo(loser));
        given().get("/api/competitions/no-such-competition/leaderboard").then().statusCode(404);

        given().get("/api/entries/" + loser + "/history").then().statusCode(200)
                .body("competition", equalTo(slug)).body("version", equalTo(2))
                .body("history", hasSize(4)).body("history[0].matchId", equalTo(ids.get(0)))
                .body("opponents[0].entryId", equalTo(winner)).body("opponents[0].losses", equalTo(4))
                .body("recentMatches", hasSize(4)).body("errorsSinceLastUpload", hasSize(1))
                .body("errorsSinceLastUpload[0].verdict", equalTo("timeout"));
        given().get("/api/matches/" + ids.get(0)).then().statusCode(200)
                .body("competition", equalTo(slug)).body("kind", equalTo("ladder")).body("status", equalTo("completed"))
                .body("seats[0].entryId", equalTo(winner)).body("seats[0].score", equalTo(2.0f))
                .body("seats[1].verdict", equalTo("ok"));
        given().get("/q/openapi?format=json").then().statusCode(200)
                .body("paths", org.hamcrest.Matchers.hasKey("/api/competitions/{slug}/leaderboard"))
                .body("paths", org.hamcrest.Matchers.hasKey("/api/matches/{id}/transcript"))
                .body("paths", org.hamcrest.Matchers.hasKey("/api/entries/{id}/history"));
    }

    @Test
    void anOfficialRoundIsRankedByBradleyTerryWithIntervals() {
        String slug = "round-" + System.nanoTime() % 100000;
        Scheduler.competition(slug, "wins", 2);
        String[] entries = {"ra-" + slug, "rb-" + slug, "rc-" + slug};
        List<String> ids = new ArrayList<>();
        // a beats b and c mostly, b beats c mostly.
        int[][] games = {{0, 1, 2, 1}, {0, 1, 1, 0}, {0, 2, 2, 0}, {0, 2, 2, 1}, {1, 2, 3, 1}, {1, 2, 0, 1}, {1, 0, 2, 1}, {2, 1, 2, 1}};
        for (int[] g : games) {
            MatchRecorded m = Scheduler.match(slug, Scheduler.newMatchId(), MatchKind.MATCH_KIND_OFFICIAL, true,
                    MatchStatus.MATCH_STATUS_COMPLETED, new Seat(entries[g[0]], g[2], Verdict.VERDICT_OK),
                    new Seat(entries[g[1]], g[3], Verdict.VERDICT_OK));
            ids.add(m.getResult().getMatchId());
            Scheduler.recorded(m.toBuilder().setRoundId("round-1-" + slug).build());
        }
        awaitMatches(slug, 2 * games.length);
        RoundPublished.Builder round = RoundPublished.newBuilder().setRoundId("round-1-" + slug).setCompetition(slug)
                .setName("Final").setSeed(1).setPublishedAtMs(System.currentTimeMillis()).addAllMatchIds(ids);
        for (int i = 0; i < 3; i++) {
            round.addStandings(StandingRow.newBuilder().setRank(i + 1).setEntryId(entries[i]).setVersion(1)
                    .setContestant("c-" + entries[i]).setEntryName("Entry " + entries[i]).setMatches(5));
        }
        Scheduler.round(round.build());
        Scheduler.round(round.build());
        await().atMost(WAIT).until(() -> given().get("/api/competitions/" + slug + "/leaderboard/official").statusCode() == 200);
        JsonPath official = given().get("/api/competitions/" + slug + "/leaderboard/official").then().statusCode(200)
                .extract().jsonPath();
        assertThat(official.getString("method")).isEqualTo("bradley-terry");
        assertThat(official.getList("rows")).hasSize(3);
        assertThat(official.getInt("rows[0].estimateRank")).isEqualTo(1);
        assertThat(official.getDouble("rows[0].estimate")).isGreaterThan(official.getDouble("rows[2].estimate"));
        // Strengths are relative to the first entry (the reference, fixed at 0): the others carry the intervals.
        assertThat(official.getDouble("rows[2].ciLower")).isLessThan(official.getDouble("rows[2].estimate"));
        assertThat(official.getDouble("rows[2].ciUpper")).isGreaterThan(official.getDouble("rows[2].estimate"));
    }

    @Test
    void singlePlayerCompetitionsAreRankedByMeanScoreWithIntervals() {
        String slug = "solo-" + System.nanoTime() % 100000;
        Scheduler.competition(slug, "lowest-total", 1);
        double[][] scores = {{3, 4, 5}, {8, 9, 7}};
        for (int e = 0; e < 2; e++) {
            for (int instance = 0; instance < 3; instance++) {
                // Both entries play the same three seeded instances, as the scheduler's ladder plays a single-player game.
                Scheduler.recorded(Scheduler.withSeed(Scheduler.match(slug, Scheduler.newMatchId(), MatchKind.MATCH_KIND_LADDER,
                        true, MatchStatus.MATCH_STATUS_COMPLETED, new Seat("solo" + e + "-" + slug, scores[e][instance],
                                Verdict.VERDICT_OK)), instance));
            }
        }
        awaitMatches(slug, 6);
        JsonPath board = board(slug);
        assertThat(board.getString("method")).isEqualTo("lowest-total");
        assertThat(board.getString("rows[0].entryId")).isEqualTo("solo0-" + slug);
        assertThat(board.getDouble("rows[0].rating")).isEqualTo(4.0);
        assertThat(board.getDouble("rows[0].uncertainty")).isGreaterThan(0.0);
    }

    static JsonPath board(String slug) {
        return given().get("/api/competitions/" + slug + "/leaderboard?size=100").then().statusCode(200).extract().jsonPath();
    }

    /** Waits until the rows' match counts add up to {@code seatMatches} (two per two-seat match). */
    static void awaitMatches(String slug, int seatMatches) {
        await().atMost(WAIT).pollInterval(Duration.ofMillis(100)).until(() -> {
            var response = given().get("/api/competitions/" + slug + "/leaderboard?size=100");
            if (response.statusCode() != 200) {
                return false;
            }
            List<Integer> counts = response.jsonPath().getList("rows.matches", Integer.class);
            return counts.stream().mapToInt(Integer::intValue).sum() >= seatMatches;
        });
    }
}
