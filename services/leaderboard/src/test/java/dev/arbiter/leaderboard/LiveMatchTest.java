package dev.arbiter.leaderboard;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.leaderboard.service.LiveUpdates;
import dev.arbiter.leaderboard.support.Scheduler.Seat;
import dev.arbiter.leaderboard.support.Scheduler;
import dev.arbiter.proto.v1.MatchKind;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.RunnerPhase;
import dev.arbiter.proto.v1.Verdict;
import dev.arbiter.web.problem.ProblemType;
import dev.arbiter.web.problem.Problems;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

/**
 * A match in play, seen from outside: what the scheduler's request and the runner's heartbeats (on the real
 * broker) make of its page and its server-sent events, until its result is recorded.
 */
@QuarkusTest
class LiveMatchTest {

    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/")
    URI base;

    @Inject
    LiveUpdates live;

    @Test
    void aRunningMatchStreamsItsStateAndProgressUntilItsResultArrives() throws Exception {
        String slug = "live-" + System.nanoTime() % 100000;
        String ada = "ada-" + slug;
        String bob = "bob-" + slug;
        String matchId = Scheduler.newMatchId();
        Scheduler.competition(slug, "elo", 2);

        List<JsonNode> events = new CopyOnWriteArrayList<>();
        int listening = live.subscribers();
        HttpResponse<Stream<String>> stream = HttpClient.newHttpClient().sendAsync(
                HttpRequest.newBuilder(base.resolve("/api/matches/" + matchId + "/stream")).build(),
                HttpResponse.BodyHandlers.ofLines()).get();
        assertThat(stream.headers().firstValue("content-type")).hasValueSatisfying(type -> assertThat(type).startsWith("text/event-stream"));
        Thread reader = Thread.ofVirtual().start(() -> stream.body().filter(line -> line.startsWith("data:")).forEach(line -> {
            try {
                events.add(JSON.readTree(line.substring("data:".length())));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }));
        await().atMost(WAIT).until(() -> live.subscribers() > listening);

        Scheduler.requested(slug, matchId, 1, ada, bob);
        await().atMost(WAIT).until(() -> events.size() == 1);
        Scheduler.heartbeat(matchId, 1, RunnerPhase.RUNNER_PHASE_ACCEPTED, 0);
        Scheduler.heartbeat(matchId, 1, RunnerPhase.RUNNER_PHASE_RUNNING, 40, 12, 28);
        Scheduler.heartbeat(matchId, 1, RunnerPhase.RUNNER_PHASE_RUNNING, 90, 30, 60);
        await().atMost(WAIT).until(() -> events.size() == 4);

        assertThat(events).extracting(e -> e.get("type").asText()).containsOnly("progress");
        assertThat(events).extracting(e -> e.at("/live/state").asText()).containsExactly("requested", "accepted", "running", "running");
        assertThat(events).extracting(e -> e.at("/live/moves").asLong()).containsExactly(0L, 0L, 40L, 90L);
        JsonNode latest = events.get(3).get("live");
        assertThat(latest.at("/seats/0/entryId").asText()).isEqualTo(ada);
        assertThat(latest.at("/seats/0/score").asDouble()).isEqualTo(30.0);
        assertThat(latest.at("/seats/1/score").asDouble()).isEqualTo(60.0);
        assertThat(latest.get("runnerId").asText()).isEqualTo("runner-test");
        assertThat(latest.get("timeline")).extracting(e -> e.get("state").asText()).containsExactly("requested", "accepted", "running");

        // Readable without JavaScript: the server renders the state, the progress and the timeline.
        given().get("/matches/" + matchId).then().statusCode(200)
                .body(containsString("<span id=\"live-state\">running</span>"))
                .body(containsString("<span id=\"live-moves\">90</span>"))
                .body(containsString("id=\"live-score-2\">60.0</td>"))
                .body(containsString("<td>accepted</td>"));
        given().get("/competitions/" + slug).then().statusCode(200).body(containsString("href=\"/matches/" + matchId + "\""))
                .body(containsString("href=\"/api/competitions/" + slug + "/kit\" id=\"contestant-kit\"")); // play it at home

        Scheduler.recorded(Scheduler.match(slug, matchId, MatchKind.MATCH_KIND_LADDER, true, MatchStatus.MATCH_STATUS_COMPLETED,
                new Seat(ada, 31, Verdict.VERDICT_OK), new Seat(bob, 69, Verdict.VERDICT_OK)));
        await().atMost(WAIT).until(() -> events.size() == 5);
        JsonNode recorded = events.get(4);
        assertThat(recorded.get("type").asText()).isEqualTo("recorded");
        assertThat(recorded.at("/live/state").asText()).isEqualTo("completed");
        assertThat(recorded.at("/live/recorded").asBoolean()).isTrue();

        // Now the page is the result, with the whole timeline; the competition no longer lists it as playing.
        given().get("/matches/" + matchId).then().statusCode(200)
                .body(containsString("<span id=\"match-status\">completed</span>"))
                .body(containsString("<td>running</td>")).body(containsString("<td>completed</td>"));
        given().get("/competitions/" + slug).then().statusCode(200).body(not(containsString("href=\"/matches/" + matchId + "\"")));
        stream.body().close();
        reader.join(Duration.ofSeconds(5));
    }

    @Test
    void aLateHeartbeatOfAnEarlierAttemptDoesNotTurnBackAReissuedMatch() {
        String slug = "reissue-" + System.nanoTime() % 100000;
        String matchId = Scheduler.newMatchId();
        Scheduler.requested(slug, matchId, 1, "ra-" + slug, "rb-" + slug);
        Scheduler.heartbeat(matchId, 1, RunnerPhase.RUNNER_PHASE_RUNNING, 50, 1, 2);
        // The lease expired; the scheduler re-issued the match and another runner took it.
        Scheduler.requested(slug, matchId, 2, "ra-" + slug, "rb-" + slug);
        Scheduler.heartbeat(matchId, 2, RunnerPhase.RUNNER_PHASE_ACCEPTED, 0);
        Scheduler.heartbeat(matchId, 1, RunnerPhase.RUNNER_PHASE_RUNNING, 70, 3, 4);
        await().atMost(WAIT).until(() -> given().get("/api/matches/" + matchId + "/live").statusCode() == 200
                && given().get("/api/matches/" + matchId + "/live").jsonPath().getList("timeline").size() >= 4);

        given().get("/api/matches/" + matchId + "/live").then().statusCode(200)
                .body("attempt", equalTo(2)).body("state", equalTo("accepted")).body("moves", equalTo(0))
                .body("seats[0].score", equalTo(null)).body("recorded", equalTo(false))
                .body("timeline.state", equalTo(List.of("requested", "running", "requested", "accepted")))
                .body("timeline.attempt", equalTo(List.of(1, 1, 2, 2)));
        given().get("/api/matches/no-such-match/live").then().statusCode(404);
    }

    @Test
    void anUnknownMatchOnTheApiIsANotFoundProblem() {
        given().get("/api/matches/no-such-match/live").then().statusCode(404)
                .contentType(Problems.MEDIA_TYPE)
                .body("type", equalTo(ProblemType.NOT_FOUND.uri()))
                .body("status", equalTo(404))
                .body("instance", equalTo("/api/matches/no-such-match/live"))
                .body("detail", containsString("no-such-match"));
    }

    @Test
    void aMatchThatJumpsTheQueueIsLiveToo() {
        String slug = "first-" + System.nanoTime() % 100000;
        String matchId = Scheduler.newMatchId();
        Scheduler.requestedFirst(slug, matchId, 1, "fa-" + slug, "fb-" + slug);
        Scheduler.heartbeat(matchId, 1, RunnerPhase.RUNNER_PHASE_ACCEPTED, 0);
        await().atMost(WAIT).until(() -> given().get("/api/matches/" + matchId + "/live").statusCode() == 200
                && given().get("/api/matches/" + matchId + "/live").jsonPath().getList("timeline").size() >= 2);

        given().get("/api/matches/" + matchId + "/live").then().statusCode(200)
                .body("state", equalTo("accepted")).body("timeline.state", equalTo(List.of("requested", "accepted")));
    }

    @Test
    void aMatchPageShowsTheSeedCommitmentBeforePlayAndTheRevealThatOpensItAfter() {
        String slug = "seeds-" + System.nanoTime() % 100000;
        String matchId = Scheduler.newMatchId();
        String commitment = "5eed".repeat(16);
        String opening = "arbiter-seeds-v1 salt=" + "ab".repeat(32) + " game=7 seats=11,12";
        Scheduler.requestedCommitted(slug, matchId, commitment, "sa-" + slug, "sb-" + slug);
        await().atMost(WAIT).until(() -> given().get("/api/matches/" + matchId + "/live").statusCode() == 200);

        given().get("/api/matches/" + matchId + "/live").then().statusCode(200).body("seedCommitment", equalTo(commitment));
        given().get("/matches/" + matchId).then().statusCode(200).body(containsString(commitment)).body(not(containsString("seats=11,12")));

        var recorded = committed(slug, matchId, MatchKind.MATCH_KIND_LADDER, commitment);
        Scheduler.recorded(recorded.toBuilder().setResult(recorded.getResult().toBuilder()
                .setSeedOpening(opening).addSeatSeeds(11).addSeatSeeds(12).setSeedSalt("ab".repeat(32))).build());
        await().atMost(WAIT).until(() -> given().get("/api/matches/" + matchId).statusCode() == 200);

        given().get("/api/matches/" + matchId).then().statusCode(200)
                .body("seedCommitment", equalTo(commitment)).body("seedOpening", equalTo(opening));
        given().get("/matches/" + matchId).then().statusCode(200).body(containsString(commitment)).body(containsString(opening));
    }

    @Test
    void anOfficialMatchPageShowsItsSeedsOnlyOnceItsRoundIsPublished() {
        String slug = "sealed-" + System.nanoTime() % 100000;
        String matchId = Scheduler.newMatchId();
        String commitment = "0ff1".repeat(16);
        String opening = "arbiter-seeds-v1 salt=" + "cd".repeat(32) + " game=9 seats=21,22";
        Scheduler.recorded(committed(slug, matchId, MatchKind.MATCH_KIND_OFFICIAL, commitment).toBuilder()
                .setRoundId("round-" + slug).build());
        await().atMost(WAIT).until(() -> given().get("/api/matches/" + matchId).statusCode() == 200);
        given().get("/api/matches/" + matchId).then().body("seedCommitment", equalTo(commitment))
                .body("seedOpening", org.hamcrest.Matchers.nullValue());

        Scheduler.round(dev.arbiter.proto.v1.RoundPublished.newBuilder().setRoundId("round-" + slug).setCompetition(slug)
                .setName("Final").setSeed(1).setPublishedAtMs(System.currentTimeMillis()).addMatchIds(matchId)
                .putSeedOpenings(matchId, opening).build());
        await().atMost(WAIT).until(() -> opening.equals(given().get("/api/matches/" + matchId).jsonPath().getString("seedOpening")));
        given().get("/matches/" + matchId).then().statusCode(200).body(containsString(opening));
    }

    @Test
    void aResentOutcomeChangesNothingButRevealsTheSeedsOfAClosedCompetitionsMatch() {
        String slug = "closed-" + System.nanoTime() % 100000;
        String matchId = Scheduler.newMatchId();
        String opening = "arbiter-seeds-v1 salt=" + "ef".repeat(32) + " game=3 seats=31,32";
        var recorded = committed(slug, matchId, MatchKind.MATCH_KIND_VALIDATION, "c1c1".repeat(16));
        Scheduler.recorded(recorded);
        await().atMost(WAIT).until(() -> given().get("/api/matches/" + matchId).statusCode() == 200);

        Scheduler.recorded(recorded.toBuilder().setResult(recorded.getResult().toBuilder().setSeedOpening(opening)
                .setStatusDetail("a replay cannot change this")).build());
        await().atMost(WAIT).until(() -> opening.equals(given().get("/api/matches/" + matchId).jsonPath().getString("seedOpening")));
        given().get("/api/matches/" + matchId).then().body("statusDetail", equalTo(""));
    }

    /** A completed match between two entries of {@code slug} whose result carries the seeds' commitment only. */
    private static dev.arbiter.proto.v1.MatchRecorded committed(String slug, String matchId, MatchKind kind, String commitment) {
        var recorded = Scheduler.match(slug, matchId, kind, true, MatchStatus.MATCH_STATUS_COMPLETED,
                new Seat("a-" + slug, 1, Verdict.VERDICT_OK), new Seat("b-" + slug, 0, Verdict.VERDICT_OK));
        return recorded.toBuilder().setResult(recorded.getResult().toBuilder().setSeedCommitment(commitment)).build();
    }
}
