package dev.arbiter.leaderboard;

import dev.arbiter.blobstore.Digest;
import dev.arbiter.blobstore.FileSystemBlobStore;
import dev.arbiter.leaderboard.support.Scheduler;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.TranscriptsExpired;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

/** A match whose transcript went past retention keeps its result; its page and API say the transcript expired. */
@QuarkusTest
class TranscriptExpiryTest {

    private static final String KEPT = "kept 14 days, and only each entry's last 200 ladder matches";

    @Test
    void anExpiredMatchStillShowsItsResultAndSaysTheTranscriptExpired() throws Exception {
        String slug = "expiring-" + System.nanoTime() % 1_000_000;
        String kept = recordWithTranscript(slug);
        String expired = recordWithTranscript(slug);
        given().get("/api/matches/" + expired + "/transcript").then().statusCode(200);

        Scheduler.send(Topics.TRANSCRIPT_EXPIRED, slug, TranscriptsExpired.newBuilder().setCompetition(slug)
                .addMatchIds(expired).setKept(KEPT).setExpiredAtMs(System.currentTimeMillis()).build().toByteArray());
        await().atMost(Duration.ofSeconds(20)).until(() ->
                given().get("/api/matches/" + expired).jsonPath().getString("transcript.expiredAt") != null);

        given().get("/api/matches/" + expired).then().statusCode(200)
                .body("status", equalTo("completed")).body("seats[0].score", equalTo(1.0f))
                .body("transcript.expiry", equalTo("the transcript has expired (" + KEPT + ")"));
        given().get("/api/matches/" + expired + "/transcript").then().statusCode(410)
                .body("type", containsString("transcript-expired")).body("detail", containsString(KEPT));
        given().get("/matches/" + expired).then().statusCode(200)
                .body(containsString("No transcript to show: the transcript has expired (kept 14 days, and only each entry"))
                .body(not(containsString("class=\"transcript\"")));

        given().get("/api/matches/" + kept).then().statusCode(200)
                .body("transcript.expiredAt", nullValue()).body("transcript.expiry", nullValue());
        given().get("/matches/" + kept).then().statusCode(200).body(not(containsString("has expired")));
    }

    @Test
    void anExpiryThatArrivesBeforeTheMatchsResultIsKept() throws Exception {
        String slug = "expired-early-" + System.nanoTime() % 1_000_000;
        Scheduler.competition(slug, "elo", 2);
        MatchRecorded match = Scheduler.withTranscript(Scheduler.ladder(slug, "alice-entry", 1, "bob-entry", 0),
                "ab".repeat(32), 2, 100);
        String matchId = match.getResult().getMatchId();
        Scheduler.send(Topics.TRANSCRIPT_EXPIRED, slug, TranscriptsExpired.newBuilder().setCompetition(slug)
                .addMatchIds(matchId).setKept(KEPT).setExpiredAtMs(System.currentTimeMillis()).build().toByteArray());
        Thread.sleep(1000);

        Scheduler.recorded(match);
        await().atMost(Duration.ofSeconds(20)).until(() -> given().get("/api/matches/" + matchId).statusCode() == 200);

        given().get("/api/matches/" + matchId).then().statusCode(200)
                .body("transcript.expiry", equalTo("the transcript has expired (" + KEPT + ")"));
    }

    private static String recordWithTranscript(String slug) throws Exception {
        byte[] bytes = ("{\"t\":0,\"type\":\"header\",\"game\":\"rps\",\"seed\":7}\n"
                + "{\"t\":5,\"src\":\"p1\",\"dst\":\"game\",\"line\":\"R\"}\n").getBytes(StandardCharsets.UTF_8);
        Digest digest = new FileSystemBlobStore(Path.of("target/test-blobs")).put(new ByteArrayInputStream(bytes));
        Scheduler.competition(slug, "elo", 2);
        MatchRecorded match = Scheduler.withTranscript(Scheduler.ladder(slug, "alice-entry", 1, "bob-entry", 0),
                digest.hex(), 2, bytes.length);
        String matchId = match.getResult().getMatchId();
        Scheduler.recorded(match);
        await().atMost(Duration.ofSeconds(20)).until(() -> given().get("/api/matches/" + matchId).statusCode() == 200);
        return matchId;
    }
}
