package dev.arbiter.submission.rest;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.DiskWatermarks;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.submission.service.UploadRequest;
import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Uploads;
import dev.arbiter.testing.HandMadeZip;
import dev.arbiter.web.problem.ProblemType;
import dev.arbiter.web.problem.Problems;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

/**
 * The bad-input suite: every refusal names its reason in words, and a refused upload leaves nothing
 * behind (no entry, no version, no blob). The demo competition accepts files up to 512 KiB; the test profile
 * takes requests up to 1 MiB and lets archives unpack to at most 8 MiB.
 */
@QuarkusTest
class BadUploadTest {

    @Inject
    BlobStore blobs;
    @Inject
    DiskWatermarks disk;
    @TestHTTPResource("/")
    URI root;

    private Contestant contestant;

    @BeforeEach
    void newContestant() {
        contestant = Contestants.register("bad");
    }

    private ValidatableResponse upload(String fileName, byte[] content) {
        return Uploads.upload(contestant.token(), "bot", fileName, content);
    }

    /** No entry or version was made, and none of the refused files' bytes reached the blob store. */
    private void assertNothingWasStored(byte[]... refused) {
        given().auth().oauth2(contestant.token()).get("/api/competitions/demo/entries?mine=true")
                .then().statusCode(200).body("$", hasSize(0));
        for (byte[] content : refused) {
            assertThat(stored(content)).as("a refused file's bytes are not in the blob store").isFalse();
        }
    }

    private boolean stored(byte[] content) {
        try {
            return blobs.exists(Digest.parse(sha256(content)));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String sha256(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aFileOverTheCompetitionLimitIsRefusedWith413NamingTheLimit() {
        byte[] big = Artefacts.elf(600 * 1024);
        upload("big", big)
                .statusCode(413)
                .body("type", equalTo(ProblemType.BASE + "too-large"))
                .body("detail", allOf(containsString("524288 bytes"), containsString("512 KiB")));
        assertNothingWasStored(big);
    }

    @Test
    void aChunkedRequestOverTheServiceWideBodyLimitIsCutOffWith413ProblemNamingTheLimit() {
        // RestAssured streams multipart in chunks, as ./arbiter submit does: no length to refuse on, so the multipart
        // parser stops at the 1 MiB limit; the answer is still the too-large problem that names the limit, not a bare 413.
        byte[] huge = Artefacts.elf(1_100_000);
        upload("huge", huge).statusCode(413)
                .contentType(Problems.MEDIA_TYPE)
                .body("type", equalTo(ProblemType.TOO_LARGE.uri()))
                .body("status", equalTo(413))
                .body("detail", containsString("1048576 bytes"));
        assertNothingWasStored(huge);
    }

    @Test
    void aNoteOverItsLimitIsAValidationProblemAboutTheNoteNotTheName() {
        byte[] bot = Artefacts.uniqueElf();
        given().auth().oauth2(contestant.token())
                .multiPart("file", "bot", bot, "application/octet-stream")
                .multiPart("name", "bot")
                .multiPart("note", "n".repeat(UploadRequest.MAX_NOTE_LENGTH + 1))
                .post("/api/competitions/demo/entries")
                .then().statusCode(400)
                .contentType(Problems.MEDIA_TYPE)
                .body("type", equalTo(ProblemType.VALIDATION.uri()))
                .body("instance", equalTo("/api/competitions/demo/entries"))
                .body("'invalid-params'.name", contains("note"))
                .body("'invalid-params'[0].reason", containsString("at most 2000 characters"));
        assertNothingWasStored(bot);
    }

    @Test
    void anInvalidNameAndATooLongNoteAreEachNamedInOneValidationProblem() {
        given().auth().oauth2(contestant.token())
                .multiPart("file", "bot", Artefacts.uniqueElf(), "application/octet-stream")
                .multiPart("name", "-starts-with-a-dash")
                .multiPart("note", "n".repeat(UploadRequest.MAX_NOTE_LENGTH + 1))
                .post("/api/competitions/demo/entries")
                .then().statusCode(400)
                .body("type", equalTo(ProblemType.VALIDATION.uri()))
                .body("'invalid-params'.name", contains("name", "note"))
                .body("'invalid-params'[0].reason", containsString("An entry name is 1 to 64 characters"));
    }

    @Test
    void aRequestDeclaringALengthOverTheServiceWideLimitIsRefusedBeforeItIsReadNamingTheLimit() throws Exception {
        // Browsers and curl declare the length: refused on the headers alone, with the limit named.
        byte[] huge = Artefacts.elf(1_100_000);
        String boundary = "arbiter-test-boundary";
        var body = new java.io.ByteArrayOutputStream();
        body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nbot\r\n--" + boundary
                + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"huge\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n").getBytes());
        body.writeBytes(huge);
        body.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes());

        var request = HttpRequest.newBuilder(root.resolve("api/competitions/demo/entries"))
                .header("Authorization", "Bearer " + contestant.token())
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())).build();
        HttpResponse<String> answer = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()
                .send(request, HttpResponse.BodyHandlers.ofString());

        assertThat(answer.statusCode()).isEqualTo(413);
        assertThat(answer.headers().firstValue("Content-Type")).hasValue(Problems.MEDIA_TYPE);
        assertThat(answer.body()).contains("\"" + ProblemType.TOO_LARGE.uri() + "\"", "1048576 bytes", "1 MiB");
        assertNothingWasStored(huge);
    }

    @Test
    void anEmptyFileIsRefused() {
        upload("empty", new byte[0])
                .statusCode(400).body("type", equalTo(ProblemType.BASE + "empty-file")).body("detail", containsString("empty"));
        assertNothingWasStored(new byte[0]);
    }

    @Test
    void aZipBombIsRefusedWithoutBeingStored() {
        // 64 MiB of zeros in a few KiB; how little of it is read is libs/archive's UnpackBudgetTest's to prove.
        byte[] bomb = Artefacts.zipBomb(64 * 1024 * 1024);
        upload("bomb.zip", bomb)
                .statusCode(422).body("type", equalTo(ProblemType.BASE + "archive-too-big-unpacked"))
                .body("detail", containsString("8388608 bytes"));
        assertNothingWasStored(bomb);
    }

    @Test
    void aZipWhoseLocalHeadersHideAnEntryFromItsCentralDirectoryIsRefused() {
        // The central directory lists the manifest and main.py; a streaming unpacker would also see evil.py.
        String manifest = "{\"command\": [\"python3\", \"main.py\"]}";
        byte[] zip = new HandMadeZip().local("arbiter.json", manifest).local("main.py", "print('move')")
                .local("evil.py", "import os").central(0).central(1).bytes();

        upload("hidden.zip", zip).statusCode(422).body("type", equalTo(ProblemType.BASE + "inconsistent-archive"))
                .body("detail", containsString("evil.py"));
        assertNothingWasStored(zip);
    }

    @Test
    void archiveEntriesThatClimbOutWithDotDotAreRefused() {
        byte[] zip = Artefacts.archive().manifest("python3", "main.py").file("main.py", "x").file("../../etc/cron.d/evil", "x").zip();
        byte[] tar = Artefacts.archive().manifest("python3", "main.py").file("main.py", "x").file("lib/../../escape", "x").tarGz();

        upload("evil.zip", zip).statusCode(422).body("type", equalTo(ProblemType.BASE + "unsafe-path")).body("detail", containsString("../../etc/cron.d/evil"));
        upload("evil.tar.gz", tar).statusCode(422).body("type", equalTo(ProblemType.BASE + "unsafe-path")).body("detail", containsString("'..'"));
        assertNothingWasStored(zip, tar);
    }

    @Test
    void archiveEntriesWithAbsolutePathsAreRefused() {
        byte[] zip = Artefacts.archive().manifest("python3", "main.py").file("main.py", "x").file("/etc/passwd", "x").zip();

        upload("abs.zip", zip).statusCode(422).body("type", equalTo(ProblemType.BASE + "unsafe-path")).body("detail", containsString("absolute path"));
        assertNothingWasStored(zip);
    }

    @Test
    void aTarEntryNamedDotIsRefusedAtUploadInsteadOfFailingOnEveryRunner() {
        byte[] dot = Artefacts.archive().manifest("python3", "main.py").file("main.py", "x").file(".", "x").tarGz();

        upload("dot.tar.gz", dot).statusCode(422).body("type", equalTo(ProblemType.BASE + "unsafe-path"))
                .body("detail", containsString("dot.tar.gz contains a file named '.'"))
                .body("detail", containsString("top folder"));
        assertNothingWasStored(dot);
    }

    @Test
    void tarEntriesNamedDotDotAbsoluteOrBothFileAndFolderAreRefusedAtUpload() {
        byte[] dotDot = Artefacts.archive().manifest("python3", "main.py").file("main.py", "x").file("..", "x").tarGz();
        byte[] absolute = Artefacts.archive().manifest("python3", "main.py").file("main.py", "x").file("/etc/passwd", "x").tarGz();
        byte[] clash = Artefacts.archive().manifest("python3", "main.py").file("main.py", "x").file("lib", "x")
                .file("lib/util.py", "y").tarGz();

        upload("dotdot.tar.gz", dotDot).statusCode(422).body("type", equalTo(ProblemType.BASE + "unsafe-path"))
                .body("detail", containsString("'..'"));
        upload("abs.tar.gz", absolute).statusCode(422).body("type", equalTo(ProblemType.BASE + "unsafe-path"))
                .body("detail", containsString("absolute path"));
        upload("clash.tar.gz", clash).statusCode(422).body("type", equalTo(ProblemType.BASE + "unsafe-path"))
                .body("detail", containsString("lib/util.py inside lib, which is a file"));
        assertNothingWasStored(dotDot, absolute, clash);
    }

    @Test
    void symlinksInArchivesAreRefused() {
        byte[] zip = Artefacts.archive().manifest("python3", "main.py").file("main.py", "x").symlink("secrets", "/etc/shadow").zip();
        byte[] tar = Artefacts.archive().manifest("python3", "main.py").file("main.py", "x").symlink("secrets", "/etc/shadow").tarGz();

        upload("link.zip", zip).statusCode(422).body("type", equalTo(ProblemType.BASE + "link-in-archive")).body("detail", containsString("secrets"));
        upload("link.tar.gz", tar).statusCode(422).body("type", equalTo(ProblemType.BASE + "link-in-archive"));
        assertNothingWasStored(zip, tar);
    }

    @Test
    void aFileOfUnknownTypeIsRefusedWithWhatIsAccepted() {
        byte[] text = "just some text".getBytes();
        upload("notes.txt", text)
                .statusCode(422).body("type", equalTo(ProblemType.BASE + "unknown-type"))
                .body("detail", allOf(containsString("ELF"), containsString("#!"), containsString("arbiter.json")));
        assertNothingWasStored(text);
    }

    @Test
    void a32BitWindowsExecutableIsRefusedWithHowToBuildA64BitOne() {
        upload("player.exe", Artefacts.windowsExe(0x10b))
                .statusCode(422).body("type", equalTo(ProblemType.BASE + "unsupported-executable"))
                .body("detail", allOf(containsString("PE32"), containsString("64-bit")));
        assertNothingWasStored(Artefacts.windowsExe(0x10b));
        upload("player64.exe", Artefacts.windowsExe(0x20b)).statusCode(201);
    }

    @Test
    void aManifestNamingAMissingCommandIsRefused() {
        byte[] missingProgram = Artefacts.archive().manifest("./run.sh").file("main.py", "x").zip();
        byte[] missingScript = Artefacts.archive().manifest("python3", "main.py").file("other.py", "x").zip();
        // Without a manifest, sources are built (SourceUploadTest); an archive of neither is refused.
        byte[] noManifest = Artefacts.archive().file("notes.txt", "x").zip();

        upload("a.zip", missingProgram).statusCode(422).body("type", equalTo(ProblemType.BASE + "missing-command")).body("detail", containsString("run.sh"));
        upload("b.zip", missingScript).statusCode(422).body("type", equalTo(ProblemType.BASE + "missing-command")).body("detail", containsString("main.py"));
        upload("c.zip", noManifest).statusCode(422).body("type", equalTo(ProblemType.BASE + "bad-manifest")).body("detail", containsString("arbiter.json"));
        assertNothingWasStored(missingProgram, missingScript, noManifest);
    }

    @Test
    void aRequestThatIsNotMultipartIsRefusedWith415() {
        given().auth().oauth2(contestant.token()).contentType(ContentType.JSON).body(Map.of("name", "bot"))
                .post("/api/competitions/demo/entries")
                .then().statusCode(415).body("type", equalTo(ProblemType.BASE + "unsupported-media-type"))
                .body("detail", containsString("multipart/form-data"));
    }

    @Test
    void anUploadWithoutCredentialsIsRefusedWith401AndABearerChallenge() {
        byte[] bot = Artefacts.uniqueElf();
        given().multiPart("file", "bot", bot).multiPart("name", "bot")
                .post("/api/competitions/demo/entries")
                .then().statusCode(401).header("WWW-Authenticate", containsString("Bearer"));
        assertNothingWasStored(bot);
    }

    @Test
    void anUnknownOrRevokedTokenIsRefusedWith401() {
        Uploads.upload("arb_not-a-real-token", "bot", "bot", Artefacts.elf()).statusCode(401);

        long tokenId = given().auth().oauth2(contestant.token()).get("/api/tokens").then().extract().jsonPath().getLong("[0].id");
        given().auth().oauth2(contestant.token()).delete("/api/tokens/" + tokenId).then().statusCode(204);

        upload("bot", Artefacts.elf()).statusCode(401);
    }

    @Test
    void someoneElsesValidTokenActsForItsOwnerOnlyAndNeverOnAnotherContestantsEntry() {
        Contestant other = Contestants.register("other");
        String mine = upload("bot", Artefacts.uniqueElf()).statusCode(201).extract().path("id");

        // The same entry name with the other contestant's token: their own entry, not a new version of mine.
        String theirs = Uploads.upload(other.token(), "bot", "bot", Artefacts.uniqueElf())
                .statusCode(201).body("version", equalTo(1)).extract().path("id");

        assertThat(theirs).isNotEqualTo(mine);
        given().auth().oauth2(contestant.token()).get("/api/entries/" + mine).then().statusCode(200)
                .body("owner", equalTo(contestant.username())).body("versions", hasSize(1));
        given().auth().oauth2(other.token()).get("/api/competitions/demo/entries?mine=true").then().statusCode(200)
                .body("id", contains(theirs));
        given().auth().oauth2(other.token()).get("/api/entries/" + mine).then().statusCode(404);
    }

    @Test
    void aCompetitionThatDoesNotExistIsRefusedWith404() {
        byte[] bot = Artefacts.uniqueElf();
        Uploads.upload(contestant.token(), "no-such-cup", "bot", "bot", bot)
                .statusCode(404).body("type", equalTo(ProblemType.BASE + "no-such-competition")).body("detail", containsString("no-such-cup"));
        assertNothingWasStored(bot);
    }

    @Test
    void aClosedCompetitionIsRefusedWith409() {
        byte[] bot = Artefacts.uniqueElf();
        Uploads.upload(contestant.token(), "closed-demo", "bot", "bot", bot)
                .statusCode(409).body("type", equalTo(ProblemType.BASE + "competition-closed")).body("detail", containsString("closed"));
        assertNothingWasStored(bot);
    }

    @Test
    void anUploadWhileTheDiskIsNearlyFullIsRefusedWith507SayingWhyAndAcceptedOnceSpaceIsBack() {
        byte[] bot = Artefacts.uniqueElf();
        disk.pretendFree(1L << 30);
        try {
            upload("bot", bot).statusCode(507).body("type", equalTo(ProblemType.BASE + "insufficient-storage"))
                    .body("detail", containsString("disk is nearly full")).body("detail", containsString("1024 MiB free"));
            assertNothingWasStored(bot);
        } finally {
            disk.pretendFree(null);
        }
        upload("bot", bot).statusCode(201);
    }

    @Test
    void uploadsBeyondTheDailyQuotaAreRefusedWith429() {
        Uploads.upload(contestant.token(), "strict-quota", "bot", "bot", Artefacts.elf()).statusCode(201);
        Uploads.upload(contestant.token(), "strict-quota", "bot", "bot", Artefacts.elf(1)).statusCode(201);

        byte[] third = Artefacts.uniqueElf();
        Uploads.upload(contestant.token(), "strict-quota", "bot", "bot", third)
                .statusCode(429).body("type", equalTo(ProblemType.BASE + "quota-exceeded")).body("detail", containsString("2 uploads"));
        assertThat(stored(third)).as("the refused upload's bytes are not in the blob store").isFalse();
    }
}
