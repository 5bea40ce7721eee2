package dev.arbiter.submission.rest;

import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Uploads;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

/**
 * The bad-input suite: every refusal names its reason in words, and a refused upload leaves nothing
 * behind (no entry, no version). The demo competition accepts files up to 512 KiB; the test profile lets
 * archives unpack to at most 8 MiB.
 */
@QuarkusTest
class BadUploadTest {

    private Contestant contestant;

    @BeforeEach
    void newContestant() {
        contestant = Contestants.register("bad");
    }

    private ValidatableResponse upload(String fileName, byte[] content) {
        return Uploads.upload(contestant.token(), "bot", fileName, content);
    }

    private void assertNothingWasStored() {
        given().auth().oauth2(contestant.token()).get("/api/competitions/demo/entries?mine=true")
                .then().statusCode(200).body("$", hasSize(0));
    }

    @Test
    void aFileOverTheCompetitionLimitIsRefusedWith413NamingTheLimit() {
        upload("big", Artefacts.elf(600 * 1024))
                .statusCode(413)
                .body("error", equalTo("too-large"))
                .body("message", allOf(containsString("524288 bytes"), containsString("512 KiB")));
        assertNothingWasStored();
    }

    @Test
    void aRequestOverTheServiceWideBodyLimitIsRefusedWith413() {
        // Just over the 1 MiB body limit: small enough that the client finishes writing before the server answers.
        upload("huge", Artefacts.elf(1_100_000)).statusCode(413);
        assertNothingWasStored();
    }

    @Test
    void anEmptyFileIsRefused() {
        upload("empty", new byte[0])
                .statusCode(400).body("error", equalTo("empty-file")).body("message", containsString("empty"));
        assertNothingWasStored();
    }

    @Test
    void aZipBombIsRefusedAfterReadingNoMoreThanTheUnpackLimit() {
        byte[] bomb = Artefacts.zipBomb(64 * 1024 * 1024);
        upload("bomb.zip", bomb)
                .statusCode(422).body("error", equalTo("archive-too-big-unpacked"))
                .body("message", containsString("8388608 bytes"));
        assertNothingWasStored();
    }

    @Test
    void archiveEntriesThatClimbOutWithDotDotAreRefused() {
        byte[] zip = Artefacts.archive().manifest("python3", "main.py").file("main.py", "x").file("../../etc/cron.d/evil", "x").zip();
        byte[] tar = Artefacts.archive().manifest("python3", "main.py").file("main.py", "x").file("lib/../../escape", "x").tarGz();

        upload("evil.zip", zip).statusCode(422).body("error", equalTo("unsafe-path")).body("message", containsString("../../etc/cron.d/evil"));
        upload("evil.tar.gz", tar).statusCode(422).body("error", equalTo("unsafe-path")).body("message", containsString("'..'"));
        assertNothingWasStored();
    }

    @Test
    void archiveEntriesWithAbsolutePathsAreRefused() {
        byte[] zip = Artefacts.archive().manifest("python3", "main.py").file("main.py", "x").file("/etc/passwd", "x").zip();

        upload("abs.zip", zip).statusCode(422).body("error", equalTo("unsafe-path")).body("message", containsString("absolute path"));
        assertNothingWasStored();
    }

    @Test
    void symlinksInArchivesAreRefused() {
        byte[] zip = Artefacts.archive().manifest("python3", "main.py").file("main.py", "x").symlink("secrets", "/etc/shadow").zip();
        byte[] tar = Artefacts.archive().manifest("python3", "main.py").file("main.py", "x").symlink("secrets", "/etc/shadow").tarGz();

        upload("link.zip", zip).statusCode(422).body("error", equalTo("link-in-archive")).body("message", containsString("secrets"));
        upload("link.tar.gz", tar).statusCode(422).body("error", equalTo("link-in-archive"));
        assertNothingWasStored();
    }

    @Test
    void aFileOfUnknownTypeIsRefusedWithWhatIsAccepted() {
        upload("notes.txt", "just some text".getBytes())
                .statusCode(422).body("error", equalTo("unknown-type"))
                .body("message", allOf(containsString("ELF"), containsString("#!"), containsString("arbiter.json")));
        assertNothingWasStored();
    }

    @Test
    void a32BitWindowsExecutableIsRefusedWithHowToBuildA64BitOne() {
        upload("player.exe", Artefacts.windowsExe(0x10b))
                .statusCode(422).body("error", equalTo("unsupported-executable"))
                .body("message", allOf(containsString("PE32"), containsString("64-bit")));
        upload("player64.exe", Artefacts.windowsExe(0x20b)).statusCode(201);
    }

    @Test
    void aManifestNamingAMissingCommandIsRefused() {
        byte[] missingProgram = Artefacts.archive().manifest("./run.sh").file("main.py", "x").zip();
        byte[] missingScript = Artefacts.archive().manifest("python3", "main.py").file("other.py", "x").zip();
        byte[] noManifest = Artefacts.archive().file("main.py", "x").zip();

        upload("a.zip", missingProgram).statusCode(422).body("error", equalTo("missing-command")).body("message", containsString("run.sh"));
        upload("b.zip", missingScript).statusCode(422).body("error", equalTo("missing-command")).body("message", containsString("main.py"));
        upload("c.zip", noManifest).statusCode(422).body("error", equalTo("bad-manifest")).body("message", containsString("arbiter.json"));
        assertNothingWasStored();
    }

    @Test
    void aRequestThatIsNotMultipartIsRefusedWith415() {
        given().auth().oauth2(contestant.token()).contentType(ContentType.JSON).body(Map.of("name", "bot"))
                .post("/api/competitions/demo/entries")
                .then().statusCode(415).body("error", equalTo("unsupported-media-type"))
                .body("message", containsString("multipart/form-data"));
    }

    @Test
    void anUploadWithoutCredentialsIsRefusedWith401AndABearerChallenge() {
        given().multiPart("file", "bot", Artefacts.elf()).multiPart("name", "bot")
                .post("/api/competitions/demo/entries")
                .then().statusCode(401).header("WWW-Authenticate", containsString("Bearer"));
    }

    @Test
    void anUnknownOrRevokedTokenIsRefusedWith401() {
        Uploads.upload("arb_not-a-real-token", "bot", "bot", Artefacts.elf()).statusCode(401);

        long tokenId = given().auth().oauth2(contestant.token()).get("/api/tokens").then().extract().jsonPath().getLong("[0].id");
        given().auth().oauth2(contestant.token()).delete("/api/tokens/" + tokenId).then().statusCode(204);

        upload("bot", Artefacts.elf()).statusCode(401);
    }

    @Test
    void aCompetitionThatDoesNotExistIsRefusedWith404() {
        Uploads.upload(contestant.token(), "no-such-cup", "bot", "bot", Artefacts.elf())
                .statusCode(404).body("error", equalTo("no-such-competition")).body("message", containsString("no-such-cup"));
    }

    @Test
    void aClosedCompetitionIsRefusedWith409() {
        Uploads.upload(contestant.token(), "closed-demo", "bot", "bot", Artefacts.elf())
                .statusCode(409).body("error", equalTo("competition-closed")).body("message", containsString("closed"));
    }

    @Test
    void uploadsBeyondTheDailyQuotaAreRefusedWith429() {
        Uploads.upload(contestant.token(), "strict-quota", "bot", "bot", Artefacts.elf()).statusCode(201);
        Uploads.upload(contestant.token(), "strict-quota", "bot", "bot", Artefacts.elf(1)).statusCode(201);

        Uploads.upload(contestant.token(), "strict-quota", "bot", "bot", Artefacts.elf(2))
                .statusCode(429).body("error", equalTo("quota-exceeded")).body("message", containsString("2 uploads"));
    }

    @Test
    void refusalsAreCountedByReasonInTheMetrics() {
        upload("empty", new byte[0]).statusCode(400);

        String metrics = given().get("/q/metrics").then().statusCode(200).extract().asString();
        org.assertj.core.api.Assertions.assertThat(metrics)
                .containsPattern("arbiter_uploads_refused_total\\{reason=\"empty-file\"} [1-9]")
                .contains("arbiter_uploads_refused_total{reason=\"zip-bomb\"}".replace("zip-bomb", "archive-too-big-unpacked"))
                .contains("arbiter_blob_stored_bytes_total")
                .contains("arbiter_validation_latency_seconds");
    }
}
