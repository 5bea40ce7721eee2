package dev.arbiter.leaderboard;

import dev.arbiter.blobstore.Digest;
import dev.arbiter.blobstore.FileSystemBlobStore;
import dev.arbiter.leaderboard.support.PlatformSignIn;
import dev.arbiter.leaderboard.support.Scheduler;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.proto.v1.GvgaiCompetition;
import dev.arbiter.proto.v1.MatchKind;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;
import dev.arbiter.proto.v1.Verdict;
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
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/**
 * A GVGAI competition on the organiser's uploaded game keeps its validation levels private: an agent that prints
 * what it observes there to stderr must not show its owner those levels. The owner sees the run's score and verdict,
 * not its stderr, until the competition closes; organisers see it all along (libs/web Visibility).
 */
@QuarkusTest
class PrivateValidationStderrTest {

    private static final String TRANSCRIPT = """
            {"t":0,"type":"header","started":"2025-01-01T00:00:00Z","game":"invaders","seed":7}
            {"t":10,"src":"judge","dst":"p1","line":"START"}
            {"t":20,"src":"judge","dst":"p1","line":"(an observation of private validation level 3, withheld)"}
            {"t":25,"src":"p1","err":"I see level 3: wwwwwwww/w..A..1w"}
            {"t":30,"src":"p1","dst":"judge","line":"ACTION_LEFT"}
            """;

    private static void competition(String slug, String phase) {
        Scheduler.send(Topics.COMPETITION_UPDATED, slug, CompetitionUpdated.newBuilder().setSlug(slug).setTitle("Own game " + slug)
                .setGame("gvgai:invaders").setProtocol(ProtocolId.PROTOCOL_ID_GVGAI).setPhase(phase).setPublic(true)
                .setRankingMethod(RankingMethod.RANKING_METHOD_GVGAI_POINTS).setSeats(1)
                .setGvgai(GvgaiCompetition.newBuilder().addGames("invaders").setValidationRepetitions(1).setPrivateValidation(true))
                .build().toByteArray());
    }

    @Test
    void aPrivateValidationPlaysStderrIsWithheldFromItsOwnerUntilTheCompetitionCloses() throws Exception {
        String slug = "private-" + System.nanoTime() % 100000;
        String entry = "agent-" + slug;
        String owner = "c-" + entry;
        String organiser = "pv-organiser";
        PlatformSignIn.promote(organiser);
        competition(slug, "open");
        byte[] bytes = TRANSCRIPT.getBytes(StandardCharsets.UTF_8);
        Digest digest = new FileSystemBlobStore(Path.of("target/test-blobs")).put(new ByteArrayInputStream(bytes));
        MatchRecorded match = Scheduler.withTranscript(Scheduler.match(slug, Scheduler.newMatchId(),
                MatchKind.MATCH_KIND_VALIDATION, false, MatchStatus.MATCH_STATUS_COMPLETED,
                new Scheduler.Seat(entry, 42, Verdict.VERDICT_OK)), digest.hex(), 5, bytes.length);
        String id = match.getResult().getMatchId();
        Scheduler.recorded(match);
        await().atMost(Duration.ofSeconds(20)).until(() -> given().get("/api/matches/" + id).statusCode() == 200);
        String ownerSession = PlatformSignIn.session(owner);

        given().cookie("arbiter-session", ownerSession).get("/api/matches/" + id).then().statusCode(200)
                .body("seats[0].score", equalTo(42.0f)).body("seats[0].verdict", equalTo("ok"));
        given().cookie("arbiter-session", ownerSession).get("/api/matches/" + id + "/transcript").then().statusCode(200)
                .body("ownStderr", equalTo(false)).body("lines.type", not(hasItem("err")));
        given().cookie("arbiter-session", ownerSession).get("/matches/" + id).then().statusCode(200)
                .body(not(containsString("wwwwwwww")));
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> given()
                .cookie("arbiter-session", PlatformSignIn.session(organiser)).get("/api/matches/" + id + "/transcript")
                .then().statusCode(200).body("lines.type", hasItem("err")));

        competition(slug, "closed");
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> given().cookie("arbiter-session", ownerSession)
                .get("/api/matches/" + id + "/transcript").then().statusCode(200).body("ownStderr", equalTo(true))
                .body("lines.type", hasItem("err")));
        given().get("/api/matches/" + id + "/transcript").then().body("lines.type", not(hasItem("err")));
    }
}
