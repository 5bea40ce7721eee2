package dev.arbiter.scheduler;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.arbiter.scheduler.SchedulerApi.organiser;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code GET /api/competitions/{slug}/kit}: the competition's settings, game program, the CLI jar and the samples in
 * one zip that is the same bytes every time, for everyone who may see the competition. The CLI jar and the samples are
 * stand-ins this test writes where the test profile's {@code arbiter.scheduler.kit.*} point.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class ContestantKitTest {

    private static final Path PARTS = Path.of("target/test-kit");
    private static final Path TEST_GAME = Path.of("../../libs/judge/src/test/resources/lmc/test_game.py");
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aKitCarriesTheCompetitionsSettingsGameJudgeAndSamplesWithTheirModes() throws Exception {
        writeParts();
        String game = SchedulerApi.organiserUpload()
                .multiPart("file", "test_game.py", Files.readAllBytes(TEST_GAME)).post("/api/scheduler/games")
                .then().statusCode(201).extract().path("sha256");
        String slug = RunnerDouble.slug("kit");
        organiser().body(Map.of("slug", slug, "title", "Kit", "gameArtifactSha256", game, "protocol", "lmc2", "seats", 1,
                "ladderConcurrency", 0, "gameOptions", Map.of("moves", "40"), "moveDeadlineMs", 700,
                "gameSilenceMs", 9000, "dialect", Map.of("lmc2.cmd.moveRequest", "speak"))).post("/api/competitions").then().statusCode(201);

        Map<String, ZipArchiveEntry> entries = new LinkedHashMap<>();
        byte[] zip = download(slug);
        try (var file = ZipFile.builder().setByteArray(zip).get()) {
            Collections.list(file.getEntries()).forEach(e -> entries.put(e.getName(), e));
            String top = "arbiter-kit-" + slug + "/";
            JsonNode settings = JSON.readTree(file.getInputStream(entries.get(top + "competition.json")));
            assertThat(settings.get("protocol").asText()).isEqualTo("lmc2");
            assertThat(settings.get("options").get("moves").asText()).isEqualTo("40");
            assertThat(settings.get("dialect").get("lmc2.cmd.moveRequest").asText()).isEqualTo("speak");
            assertThat(settings.get("limits").get("moveDeadlineMs").asLong()).isEqualTo(700);
            assertThat(settings.get("limits").get("gameSilenceMs").asLong()).isEqualTo(9000);
            String gameFile = settings.get("gameProgram").asText();
            assertThat(file.getInputStream(entries.get(top + gameFile)).readAllBytes()).isEqualTo(Files.readAllBytes(TEST_GAME));
            assertThat(entries.get(top + gameFile).getUnixMode() & 0777).isEqualTo(0755);
            assertThat(entries.get(top + "arbiter").getUnixMode() & 0777).isEqualTo(0755);
            assertThat(entries.get(top + "players/python/player.py").getUnixMode() & 0777).isEqualTo(0755);
            assertThat(entries.get(top + "players/python/README.txt").getUnixMode() & 0777).isEqualTo(0644);
            assertThat(entries).as("build output stays out").doesNotContainKey(top + "players/c/bin/player");
            assertThat(entries).as("the Java wrappers need the repository's build").doesNotContainKey(top + "players/java/launch.sh");
            assertThat(entries).containsKey(top + "sdk/python/arbiter_sdk.py");
            assertThat(new String(file.getInputStream(entries.get(top + "README.md")).readAllBytes(), StandardCharsets.UTF_8))
                    .contains("Java 21 or newer").contains("| move deadline (ms) | 700 |").contains("`speak`")
                    .contains("./arbiter new-player --lang LANG");
            try (var jar = ZipFile.builder().setByteArray(file.getInputStream(entries.get(top + "lib/arbiter.jar")).readAllBytes()).get()) {
                assertThat(jar.getEntry("dev/arbiter/cli/ArbiterCli.class")).isNotNull();
                assertThat(jar.getEntry("postgres-linux-x86_64.txz")).as("only arbiter up starts the database").isNull();
            }
        }
        assertThat(download(slug)).as("the same kit, byte for byte").isEqualTo(zip);
    }

    @Test
    void aGvgaiCompetitionsKitNamesItsGamesAndCarriesNoGameProgram() throws Exception {
        writeParts();
        String slug = RunnerDouble.slug("kit-gvgai");
        organiser().body(Map.of("slug", slug, "title", "Learning", "gvgaiGames", List.of("aliens", "testgame1"),
                "ladderConcurrency", 0, "gameOptions", Map.of("gvgai.training-ms", "20000"))).post("/api/competitions")
                .then().statusCode(201);
        try (var file = ZipFile.builder().setByteArray(download(slug)).get()) {
            String top = "arbiter-kit-" + slug + "/";
            JsonNode settings = JSON.readTree(file.getInputStream(file.getEntry(top + "competition.json")));
            assertThat(settings.get("protocol").asText()).isEqualTo("gvgai");
            assertThat(settings.get("seats").asInt()).isEqualTo(1);
            assertThat(settings.get("instances")).extracting(JsonNode::asText).containsExactly("aliens", "testgame1");
            assertThat(settings.get("options").get("gvgai.training-ms").asText()).isEqualTo("20000");
            assertThat(settings.hasNonNull("game")).as("the engine referees; no built-in of that name").isFalse();
            assertThat(settings.hasNonNull("gameProgram")).isFalse();
            assertThat(Collections.list(file.getEntries())).extracting(ZipArchiveEntry::getName)
                    .noneMatch(name -> name.startsWith(top + "game/"));
            assertThat(new String(file.getInputStream(file.getEntry(top + "README.md")).readAllBytes(), StandardCharsets.UTF_8))
                    .contains("| game | gvgai: aliens, testgame1 |").contains("`--game gvgai:testgame1`");
        }
    }

    @Test
    void aPrivateCompetitionsKitIsOnlyForOrganisers() throws Exception {
        writeParts();
        String slug = RunnerDouble.slug("kit-private");
        organiser().body(Map.of("slug", slug, "title", "Private", "game", "rps", "publicListing", false, "ladderConcurrency", 0))
                .post("/api/competitions").then().statusCode(201);
        given().get("/api/competitions/" + slug + "/kit").then().statusCode(404);
        SchedulerApi.organiserUpload().get("/api/competitions/" + slug + "/kit")
                .then().statusCode(200).contentType("application/zip");
    }

    private static byte[] download(String slug) {
        return given().get("/api/competitions/" + slug + "/kit").then().statusCode(200).contentType("application/zip")
                .header("Content-Disposition", "attachment; filename=\"arbiter-kit-" + slug + ".zip\"")
                .extract().asByteArray();
    }

    /** A stand-in CLI jar (a class and the database archive a kit leaves out), samples with a build output, an SDK. */
    private static synchronized void writeParts() throws IOException {
        Files.createDirectories(PARTS);
        Path jar = PARTS.resolve("arbiter.jar");
        if (!Files.exists(jar)) {
            Path partial = PARTS.resolve("arbiter.jar.partial");
            try (var out = new ZipArchiveOutputStream(partial)) {
                for (String name : new String[] {"dev/arbiter/cli/ArbiterCli.class", "postgres-linux-x86_64.txz"}) {
                    out.putArchiveEntry(new ZipArchiveEntry(name));
                    out.write(name.getBytes(StandardCharsets.UTF_8));
                    out.closeArchiveEntry();
                }
            }
            Files.move(partial, jar);
        }
        write(PARTS.resolve("players/python/player.py"), "#!/usr/bin/python3\n", true);
        write(PARTS.resolve("players/python/README.txt"), "samples\n", false);
        write(PARTS.resolve("players/c/bin/player"), "built\n", true);
        write(PARTS.resolve("players/java/launch.sh"), "#!/bin/sh\n", true);
        write(PARTS.resolve("sdk/python/arbiter_sdk.py"), "# sdk\n", false);
    }

    private static void write(Path file, String content, boolean executable) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(executable ? "rwxr-xr-x" : "rw-r--r--"));
    }
}
