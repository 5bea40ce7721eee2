package dev.arbiter.scheduler;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.proto.v1.GvgaiRun;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import dev.arbiter.vgdl.ShippedGames;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static dev.arbiter.scheduler.SchedulerApi.organiser;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * An organiser's own VGDL game: checked and stored on upload (refused with every problem's file:line:column,
 * nothing stored), played by a GVGAI competition besides shipped games, sent to the runner as its zip, and never
 * offered for download.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class GvgaiUploadedGameTest {

    private static final Duration WAIT = Duration.ofSeconds(40);

    @Inject
    BlobStore blobs;

    /** aliens renamed, as an organiser would upload it. */
    private static Map<String, String> invaders() {
        var files = new LinkedHashMap<String, String>();
        files.put("invaders.txt", ShippedGames.gameText("aliens"));
        for (int i = 0; i < 5; i++) {
            files.put("invaders_lvl" + i + ".txt", String.join("\n", ShippedGames.level("aliens", i).rows()));
        }
        return files;
    }

    private static RequestSpecification upload(Map<String, String> files) {
        var request = SchedulerApi.organiserUpload();
        for (var f : files.entrySet()) {
            request = request.multiPart("files", f.getKey(), f.getValue().getBytes(StandardCharsets.UTF_8));
        }
        return request;
    }

    private static Optional<MatchResult> run(MatchRequest r) {
        var run = GvgaiRun.newBuilder().setGame(r.getGame().getOptionsOrThrow("game")).setPlays(2).setMeanScore(1).build();
        MatchResult plain = RunnerDouble.completed(r, "gvgai-runner", 2);
        return Optional.of(plain.toBuilder().setSeats(0, plain.getSeats(0).toBuilder().setGvgai(run)).build());
    }

    @Test
    void anUploadedGameIsPlayedBesideShippedOnesAndReachesTheRunnerAsItsZip() throws Exception {
        String sha256 = upload(invaders()).post("/api/scheduler/gvgai-games").then().statusCode(201)
                .body("game", equalTo("invaders")).body("levels", equalTo(5)).extract().path("sha256");
        assertThat(blobs.exists(Digest.parse(sha256))).isTrue();
        organiser().get("/api/scheduler/gvgai-games/" + sha256).then().statusCode(org.hamcrest.Matchers.not(200));

        String slug = RunnerDouble.slug("gvgai-upload");
        organiser().body(Map.of("slug", slug, "title", "Own game", "gvgaiGames", List.of("testgame1"),
                "gvgaiFilesSha256", sha256, "ladderConcurrency", 4)).post("/api/competitions").then().statusCode(201);
        assertThat(organiser().get("/api/competitions/" + slug).then().statusCode(200).extract().jsonPath()
                .getList("gvgaiGames", String.class)).containsExactly("testgame1", "invaders");

        try (var runner = new RunnerDouble(slug, "gvgai-runner", GvgaiUploadedGameTest::run)) {
            runner.submit(RunnerDouble.entry(slug, "agent", 1));
            await().atMost(WAIT).until(() -> runner.seen().stream().filter(r -> r.getMatchId().startsWith("l-")).count() >= 2);
            for (MatchRequest r : runner.seen()) {
                String game = r.getGame().getOptionsOrThrow("game");
                assertThat(r.getGame().getArtifactSha256()).as(game).isEqualTo(game.equals("invaders") ? sha256 : "");
            }
            assertThat(runner.seen().stream().map(r -> r.getGame().getOptionsOrThrow("game")))
                    .contains("testgame1", "invaders");
        }
    }

    @Test
    void anEntrysStderrOnPrivateValidationLevelsIsWithheldFromItsOwnerWhoGetsTheVerdict() throws Exception {
        String sha256 = upload(invaders()).post("/api/scheduler/gvgai-games").then().statusCode(201).extract().path("sha256");
        String slug = RunnerDouble.slug("gvgai-private");
        organiser().body(Map.of("slug", slug, "title", "Private levels", "gvgaiGames", List.of("testgame1"),
                "gvgaiFilesSha256", sha256, "ladderConcurrency", 0)).post("/api/competitions").then().statusCode(201);
        var announced = dev.arbiter.testing.KafkaTestBroker.shared().awaitRecord(dev.arbiter.messaging.Topics.COMPETITION_UPDATED,
                r -> slug.equals(r.key()), WAIT).orElseThrow();
        assertThat(dev.arbiter.proto.v1.CompetitionUpdated.parseFrom(announced.value()).getGvgai().getPrivateValidation())
                .isTrue();

        String observed = "level 3 as I saw it: wwwwwwww/w..A..1w/wwwwwwww";
        try (var runner = new RunnerDouble(slug, "gvgai-runner", r -> run(r).map(result -> result.toBuilder()
                .setSeats(0, result.getSeats(0).toBuilder().setStderrHead(observed)).build()))) {
            var entry = RunnerDouble.entry(slug, "agent", 1);
            runner.submit(entry);
            var record = dev.arbiter.testing.KafkaTestBroker.shared().awaitRecord(dev.arbiter.messaging.Topics.ENTRY_STATUS, r -> {
                try {
                    return entry.getEntryId().equals(r.key()) && dev.arbiter.proto.v1.EntryStatusChanged.parseFrom(r.value())
                            .getStatus() == dev.arbiter.proto.v1.EntryStatus.ENTRY_STATUS_READY;
                } catch (Exception e) {
                    return false;
                }
            }, WAIT).orElseThrow();
            var status = dev.arbiter.proto.v1.EntryStatusChanged.parseFrom(record.value());
            assertThat(status.getVerdict()).isEqualTo("ok");
            assertThat(status.getStderrHead()).as("the owner's timeline reads this").isEmpty();
        }
    }

    @Test
    void badFilesAreRefusedWithEveryProblemsFileLineAndColumn() {
        var files = invaders();
        files.put("invaders_lvl1.txt", "2....\n00Q..\n..A..");
        files.put("invaders_lvl3.txt", "..A..\n.....\n....Z");
        upload(files).post("/api/scheduler/gvgai-games").then().statusCode(400)
                .body("detail", equalTo("invaders_lvl1.txt:2:3: character 'Q' has no LevelMapping entry\n"
                        + "invaders_lvl3.txt:3:5: character 'Z' has no LevelMapping entry"));

        var broken = invaders();
        broken.put("invaders.txt", ShippedGames.gameText("aliens").replace("FlakAvatar", "TeleportingAvatar"));
        upload(broken).post("/api/scheduler/gvgai-games").then().statusCode(400)
                .body("detail", org.hamcrest.Matchers.startsWith("invaders.txt:5:"));

        var shadowing = new LinkedHashMap<String, String>();
        shadowing.put("aliens.txt", ShippedGames.gameText("aliens"));
        shadowing.put("aliens_lvl0.txt", "..A..");
        upload(shadowing).post("/api/scheduler/gvgai-games").then().statusCode(400)
                .body("detail", containsString("a shipped game has this name"));

        organiser().body(Map.of("slug", RunnerDouble.slug("gvgai-nofile"), "title", "x", "gvgaiFilesSha256", "ab".repeat(32)))
                .post("/api/competitions").then().statusCode(400).body("detail", containsString("upload it first"));
    }

    @Test
    void anUploadedGamesLevelsBoundItsLevelOptions() {
        String sha256 = upload(invaders()).post("/api/scheduler/gvgai-games").then().statusCode(201).extract().path("sha256");
        organiser().body(Map.of("slug", RunnerDouble.slug("gvgai-levels"), "title", "x", "gvgaiFilesSha256", sha256,
                        "gameOptions", Map.of("gvgai.validation-levels", "7"))).post("/api/competitions").then().statusCode(400)
                .body("detail", containsString("invaders: gvgai.validation-levels"));
        organiser().body(Map.of("slug", RunnerDouble.slug("gvgai-levels"), "title", "x", "gvgaiFilesSha256", sha256,
                "gameOptions", Map.of("gvgai.validation-levels", "4"))).post("/api/competitions").then().statusCode(201);
    }
}
