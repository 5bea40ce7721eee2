package dev.arbiter.leaderboard;

import dev.arbiter.blobstore.Digest;
import dev.arbiter.blobstore.FileSystemBlobStore;
import dev.arbiter.leaderboard.support.Scheduler;
import dev.arbiter.leaderboard.support.PlatformSignIn;
import dev.arbiter.web.auth.ApiTokenClaims;
import dev.arbiter.web.auth.ApiTokenSeal;
import dev.arbiter.proto.v1.MatchRecorded;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;

/**
 * The transcript rule: the public reads the protocol transcript; a signed-in contestant (the platform's
 * session cookie, or a personal API token) also reads the stderr of their own entry, and never another's.
 */
@QuarkusTest
class TranscriptVisibilityTest {

    private static final String TRANSCRIPT = """
            {"t":0,"type":"header","started":"2025-01-01T00:00:00Z","game":"rps","seed":7}
            {"t":10,"src":"judge","dst":"p1","line":"NAME?"}
            {"t":20,"src":"p1","dst":"judge","line":"rocky"}
            {"t":25,"src":"p1","err":"p1 secret debug: weights=0.3"}
            {"t":30,"src":"judge","dst":"p2","line":"NAME?"}
            {"t":40,"src":"p2","dst":"judge","line":"paper-tiger"}
            {"t":45,"src":"p2","err":"p2 secret debug: seed=99"}
            {"t":50,"src":"judge","note":"p2 answered in 3 ms"}
            """;

    private static String matchId;
    private static String slug;

    @BeforeEach
    void recordAMatchWithATranscript() throws Exception {
        if (matchId != null) {
            return;
        }
        byte[] bytes = TRANSCRIPT.getBytes(StandardCharsets.UTF_8);
        Digest digest = new FileSystemBlobStore(Path.of("target/test-blobs")).put(new ByteArrayInputStream(bytes));
        slug = "transcript-" + System.nanoTime() % 100000;
        Scheduler.competition(slug, "elo", 2);
        MatchRecorded match = Scheduler.withTranscript(Scheduler.ladder(slug, "alice-entry", 1, "bob-entry", 0),
                digest.hex(), 8, bytes.length);
        matchId = match.getResult().getMatchId();
        Scheduler.recorded(match);
        await().atMost(Duration.ofSeconds(20)).until(() -> given().get("/api/matches/" + matchId).statusCode() == 200);
    }

    @Test
    void thePublicSeesProtocolLinesNotesAndNoStderr() {
        given().get("/api/matches/" + matchId + "/transcript").then().statusCode(200)
                .body("total", equalTo(6)).body("ownStderr", equalTo(false))
                .body("lines.type", not(hasItem("err")))
                .body("lines[0].type", equalTo("header"))
                .body("lines[2].src", equalTo("p1")).body("lines[2].dst", equalTo("judge")).body("lines[2].text", equalTo("rocky"))
                .body("lines[5].type", equalTo("note"));
        given().get("/matches/" + matchId).then().statusCode(200)
                .body(containsString("paper-tiger")).body(not(containsString("secret debug")));
    }

    @Test
    void aSignedInContestantSeesTheStderrOfTheirOwnEntryOnly() {
        // Seat 1 is alice-entry, entered by contestant "c-alice-entry" (see Scheduler.match).
        String cookie = signIn("c-alice-entry");
        given().cookie("arbiter-session", cookie).get("/api/matches/" + matchId + "/transcript").then().statusCode(200)
                .body("total", equalTo(7)).body("ownStderr", equalTo(true))
                .body("lines.findAll { it.type == 'err' }.text", contains("p1 secret debug: weights=0.3"));
        given().cookie("arbiter-session", cookie).get("/matches/" + matchId).then().statusCode(200)
                .body(containsString("p1 secret debug")).body(not(containsString("p2 secret debug")))
                .body(containsString("c-alice-entry"));
        String stranger = signIn("someone-else");
        given().cookie("arbiter-session", stranger).get("/api/matches/" + matchId + "/transcript").then()
                .body("total", equalTo(6)).body("lines.type", not(hasItem("err")));
        // A forged cookie is no identity: the public view.
        given().cookie("arbiter-session", "not-a-real-session").get("/api/matches/" + matchId + "/transcript").then()
                .statusCode(200).body("total", equalTo(6));
    }

    @Test
    void aSessionEndedOnTheSubmissionServiceNoLongerSeesItsStderr() {
        String copied = signIn("c-alice-entry");
        given().cookie("arbiter-session", copied).get("/api/matches/" + matchId + "/transcript").then().body("ownStderr", equalTo(true));

        // The submission service announces that the account signed out (or changed its password), sealed with
        // the platform's key: sessions issued before now are void.
        PlatformSignIn.endSessions("c-alice-entry", System.currentTimeMillis() + 1);

        await().atMost(Duration.ofSeconds(20)).until(() -> !given().redirects().follow(false).cookie("arbiter-session", copied)
                .get("/api/matches/" + matchId + "/transcript").asString().contains("secret debug"));
        given().redirects().follow(false).cookie("arbiter-session", copied).get("/matches/" + matchId).then()
                .body(not(containsString("secret debug")));
    }

    @Test
    void theTranscriptIsSearchableAndPaged() {
        given().queryParam("q", "NAME?").get("/api/matches/" + matchId + "/transcript").then().statusCode(200)
                .body("total", equalTo(2)).body("lines.number", contains(2, 5));
        given().get("/api/matches/" + matchId + "/transcript?size=2&page=1").then().statusCode(200)
                .body("total", equalTo(6)).body("lines", hasSize(2)).body("lines[0].number", equalTo(3));
        given().get("/api/matches/" + matchId + "/transcript?q=secret").then().body("total", equalTo(0));
        given().get("/matches/" + matchId + "?q=paper").then().statusCode(200).body(containsString("1 lines"));
    }

    @Test
    void aContestantsApiTokenShowsTheirOwnStderrUntilRevoked() {
        var token = PlatformSignIn.token("c-bob-entry");
        given().header("Authorization", token.bearer()).get("/api/matches/" + matchId + "/transcript").then().statusCode(200)
                .body("ownStderr", equalTo(true))
                .body("lines.findAll { it.type == 'err' }.text", contains("p2 secret debug: seed=99"));

        PlatformSignIn.revoke("c-bob-entry", java.util.List.of(token.id()));
        await().atMost(Duration.ofSeconds(20)).until(() -> given().header("Authorization", token.bearer())
                .get("/api/matches/" + matchId + "/transcript").statusCode() == 401);
    }

    @Test
    void aTokenSealedWithAnotherKeyIsRefused() {
        String forged = new ApiTokenSeal("not-the-platform-session-key-at-all")
                .mint(new ApiTokenClaims(1, 1, "c-bob-entry"));
        given().header("Authorization", "Bearer " + forged).get("/api/matches/" + matchId + "/transcript").then().statusCode(401);
    }

    /** A session cookie as the submission service's sign-in issues it: the leaderboard signs nobody in. */
    private static String signIn(String username) {
        return PlatformSignIn.session(username);
    }
}
