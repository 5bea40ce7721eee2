package dev.arbiter.scheduler;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.scheduler.support.ApiTokens;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;

import static dev.arbiter.scheduler.SchedulerApi.organiser;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * An organiser uploads a game program (checked to be runnable, stored by sha256 in the shared blob store) and
 * creates a competition that plays it: runners are asked to play that program, by its sha256 and protocol.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class GameUploadTest {

    /** A real LMC2 game program (one player), the judge's own test game. */
    private static final Path TEST_GAME = Path.of("../../libs/judge/src/test/resources/lmc/test_game.py");

    @Inject
    BlobStore blobs;

    private static io.restassured.specification.RequestSpecification organiserUpload() {
        return SchedulerApi.organiserUpload();
    }

    @Test
    void anUploadedGameProgramIsStoredAndItsCompetitionsMatchesAskRunnersToPlayIt() throws Exception {
        byte[] program = Files.readAllBytes(TEST_GAME);
        String sha256 = sha256(program);
        organiserUpload().multiPart("file", "test_game.py", program).post("/api/scheduler/games").then().statusCode(201)
                .body("sha256", equalTo(sha256)).body("kind", equalTo("script")).body("bytes", equalTo(program.length));
        assertThat(blobs.exists(new Digest(sha256))).isTrue();

        String slug = RunnerDouble.slug("uploaded");
        organiser().body(Map.of("slug", slug, "title", "Uploaded game", "gameArtifactSha256", sha256, "protocol", "lmc2",
                "seats", 1, "ladderConcurrency", 0)).post("/api/competitions").then().statusCode(201);
        try (var runner = new RunnerDouble(slug, "runner-game", request -> Optional.empty())) {
            runner.submit(RunnerDouble.entry(slug, "alice", 1));
            await().atMost(Duration.ofSeconds(30)).until(() -> !runner.seen().isEmpty());
            MatchRequest request = runner.seen().getFirst();
            assertThat(request.getGame().getArtifactSha256()).isEqualTo(sha256);
            assertThat(request.getGame().getBuiltin()).isEmpty();
            assertThat(request.getGame().getProtocol()).isEqualTo(ProtocolId.PROTOCOL_ID_LMC2);
        }
    }

    @Test
    void whatNoRunnerCouldStartIsRefusedWithTheReasonAndNotStored() throws Exception {
        byte[] pe32 = pe32();
        organiserUpload().multiPart("file", "game.exe", pe32).post("/api/scheduler/games").then().statusCode(400)
                .body("detail", containsString("32-bit Windows programs (PE32) are not supported"));
        byte[] text = "rock paper scissors\n".getBytes(StandardCharsets.US_ASCII);
        organiserUpload().multiPart("file", "notes.txt", text).post("/api/scheduler/games").then().statusCode(400)
                .body("detail", containsString("not a program the platform can run"));

        assertThat(blobs.exists(new Digest(sha256(pe32)))).isFalse();
        assertThat(blobs.exists(new Digest(sha256(text)))).isFalse();
    }

    @Test
    void aCompetitionNamingAGameProgramThatIsNotStoredIsRefused() {
        String missing = "ab".repeat(32);
        organiser().body(Map.of("slug", "missing-game", "title", "Missing game", "gameArtifactSha256", missing,
                        "protocol", "lmc2"))
                .post("/api/competitions").then().statusCode(400)
                .body(containsString("no game program with sha256 " + missing + " is stored"));
        given().get("/api/competitions/missing-game").then().statusCode(404);
    }

    @Test
    void aGameProgramOverTheLimitIsRefusedNamingTheLimit() throws Exception {
        byte[] big = new byte[1024 * 1024 + 1]; // %test max-game-bytes is 1 MiB
        byte[] shebang = "#!/bin/sh\n".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(shebang, 0, big, 0, shebang.length);
        organiserUpload().multiPart("file", "big.sh", big).post("/api/scheduler/games").then().statusCode(413)
                .body("detail", containsString("1048576 bytes"));
        assertThat(blobs.exists(new Digest(sha256(big)))).isFalse();
    }

    @Test
    void onlyAnOrganiserMayStoreAGameProgram() {
        byte[] program = "#!/bin/sh\necho contestant\n".getBytes(StandardCharsets.US_ASCII);
        // Signed in by her API token, which needs no CSRF token: the refusal is the role's.
        given().header("Authorization", ApiTokens.issue("contestant-carol").bearer())
                .multiPart("file", "game.sh", program).post("/api/scheduler/games").then().statusCode(403);
        given().multiPart("file", "game.sh", program).post("/api/scheduler/games").then().statusCode(401);
    }

    @Test
    void theOpenApiDocumentDescribesTheUploadAndItsRefusals() {
        given().get("/q/openapi").then().statusCode(200)
                .body(containsString("/api/scheduler/games"))
                .body(containsString("Over arbiter.scheduler.max-game-bytes"));
    }

    @Test
    void theOrganiserFormStoresAnUploadedGameAndCreatesItsCompetitionInOnePost() throws Exception {
        byte[] program = Files.readAllBytes(TEST_GAME);
        String slug = RunnerDouble.slug("form-game");
        String token = organiser().get("/organiser").htmlPath().getString("**.find { it.@name == 'csrf-token' }.@value");

        organiserUpload().redirects().follow(false)
                .multiPart("csrf-token", token).multiPart("slug", slug).multiPart("title", "Form game")
                .multiPart("source", "upload").multiPart("game", "rps").multiPart("protocol", "lmc1")
                .multiPart("ladderConcurrency", "0").multiPart("file", "test_game.py", program)
                .post("/organiser/competitions").then().statusCode(303);

        String sha256 = sha256(program);
        organiser().get("/api/competitions/" + slug).then().statusCode(200)
                .body("game", equalTo("upload:" + sha256)).body("protocol", equalTo("lmc1"));
        assertThat(blobs.exists(new Digest(sha256))).isTrue();
        organiser().get("/organiser/competitions/" + slug).then().statusCode(200)
                .body(containsString("uploaded game " + sha256.substring(0, 12)));
    }

    @Test
    void theOrganiserFormRefusesAnUploadWithoutAProgramOrWithAProtocolNoGameSpeaks() {
        String token = organiser().get("/organiser").htmlPath().getString("**.find { it.@name == 'csrf-token' }.@value");
        String slug = RunnerDouble.slug("form-bad");

        organiserUpload().multiPart("csrf-token", token).multiPart("slug", slug).multiPart("title", "No file")
                .multiPart("source", "upload").multiPart("protocol", "lmc2")
                .post("/organiser/competitions").then().statusCode(400).body("detail", containsString("'file'"));
        organiserUpload().multiPart("csrf-token", token).multiPart("slug", slug).multiPart("title", "Taboo")
                .multiPart("source", "upload").multiPart("protocol", "taboo1")
                .multiPart("file", "game.sh", "#!/bin/sh\n".getBytes(StandardCharsets.US_ASCII))
                .post("/organiser/competitions").then().statusCode(400).body("detail", containsString("lmc1, lmc2"));
        organiser().get("/api/competitions/" + slug).then().statusCode(404);
    }

    /** The smallest file the inspector reads as a 32-bit Windows program: DOS header, PE signature, PE32 magic. */
    private static byte[] pe32() {
        var pe = ByteBuffer.allocate(0x80).order(ByteOrder.LITTLE_ENDIAN);
        pe.put(0, (byte) 'M').put(1, (byte) 'Z').putInt(0x3c, 0x40);
        pe.put(0x40, (byte) 'P').put(0x41, (byte) 'E').putShort(0x40 + 24, (short) 0x10b);
        return pe.array();
    }

    private static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }
}
