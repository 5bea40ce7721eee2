package dev.arbiter.leaderboard;

import dev.arbiter.blobstore.Digest;
import dev.arbiter.blobstore.FileSystemBlobStore;
import dev.arbiter.leaderboard.support.Scheduler;
import dev.arbiter.proto.v1.MatchRecorded;
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

/** A match whose players wrote more outside the protocol than its budget says so on its page, as an incident. */
@QuarkusTest
class OutOfProtocolIncidentPageTest {

    private static String record(long droppedLines, long droppedBytes) throws Exception {
        byte[] bytes = ("{\"t\":0,\"type\":\"header\",\"game\":\"rps\",\"seed\":7}\n"
                + "{\"t\":5,\"src\":\"judge\",\"note\":\"… " + droppedLines + " lines dropped …\"}\n")
                .getBytes(StandardCharsets.UTF_8);
        Digest digest = new FileSystemBlobStore(Path.of("target/test-blobs")).put(new ByteArrayInputStream(bytes));
        String slug = "chatty-" + System.nanoTime() % 1_000_000;
        Scheduler.competition(slug, "elo", 2);
        MatchRecorded match = Scheduler.withTranscript(Scheduler.ladder(slug, "alice-entry", 1, "bob-entry", 0),
                digest.hex(), 2, bytes.length);
        match = match.toBuilder().setResult(match.getResult().toBuilder().setTranscript(match.getResult().getTranscript()
                .toBuilder().setOutOfProtocolDroppedLines(droppedLines).setOutOfProtocolDroppedBytes(droppedBytes))).build();
        String matchId = match.getResult().getMatchId();
        Scheduler.recorded(match);
        await().atMost(Duration.ofSeconds(20)).until(() -> given().get("/api/matches/" + matchId).statusCode() == 200);
        return matchId;
    }

    @Test
    void aMatchWhoseTranscriptDroppedOutOfProtocolOutputShowsItAsAnIncident() throws Exception {
        String matchId = record(151_234, 16_234_567);

        given().get("/matches/" + matchId).then().statusCode(200)
                .body(containsString("<h2>Incidents</h2>"))
                .body(containsString("151234 lines / 16234567 bytes of what the players wrote outside the protocol"));
        given().get("/api/matches/" + matchId).then().statusCode(200)
                .body("transcript.outOfProtocolDroppedLines", equalTo(151_234))
                .body("transcript.outOfProtocolDroppedBytes", equalTo(16_234_567));
    }

    @Test
    void aMatchWithinTheBudgetHasNoIncidents() throws Exception {
        String matchId = record(0, 0);

        given().get("/matches/" + matchId).then().statusCode(200).body(not(containsString("Incidents")));
    }
}
