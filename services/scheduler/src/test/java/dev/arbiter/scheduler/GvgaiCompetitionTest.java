package dev.arbiter.scheduler;

import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.proto.v1.GvgaiRun;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static dev.arbiter.scheduler.SchedulerApi.organiser;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;

/**
 * A GVGAI learning-track competition made from a set of shipped games: every ready entry plays one learning run
 * per game (one seat per match, the game an option of the request, one seed per game for everyone), a new entry is
 * validated by one short run on the first game, and each run's validation figures travel on to the platform with
 * the match's record. The runner double answers as a runner playing GVGAI does, with a GvgaiRun per seat.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class GvgaiCompetitionTest {

    private static final Duration WAIT = Duration.ofSeconds(40);
    private static final List<String> GAMES = List.of("aliens", "testgame1");

    /** Entry "strong" wins every validation play, the others none. */
    private static Optional<MatchResult> run(MatchRequest r) {
        boolean strong = r.getSeats(0).getName().startsWith("strong");
        var run = GvgaiRun.newBuilder().setGame(r.getGame().getOptionsOrThrow("game")).setPlays(4)
                .setVictories(strong ? 4 : 0).setMeanScore(strong ? 30 : 2).setMeanTicks(500).setTrainingPlays(9).build();
        MatchResult plain = RunnerDouble.completed(r, "gvgai-runner", run.getMeanScore() * run.getPlays());
        return Optional.of(plain.toBuilder().setSeats(0, plain.getSeats(0).toBuilder().setGvgai(run)).build());
    }

    private static JsonPath get(String path) {
        return organiser().get(path).then().statusCode(200).extract().jsonPath();
    }

    @Test
    void everyEntryPlaysOneLearningRunPerGameAndTheRunsReachThePlatform() throws Exception {
        String slug = RunnerDouble.slug("gvgai");
        organiser().body(Map.of("slug", slug, "title", "Learning", "gvgaiGames", GAMES, "ladderConcurrency", 4,
                "gameOptions", Map.of("gvgai.training-ms", "20000"))).post("/api/competitions").then().statusCode(201);
        JsonPath competition = get("/api/competitions/" + slug);
        assertThat(competition.getString("protocol")).isEqualTo("gvgai");
        assertThat(competition.getString("rankingMethod")).isEqualTo("gvgai-points");
        assertThat(competition.getInt("seats")).isEqualTo(1);
        assertThat(competition.getInt("instancesPerEntry")).isEqualTo(2);
        assertThat(competition.getList("gvgaiGames", String.class)).containsExactlyElementsOf(GAMES);
        CompetitionUpdated announced = CompetitionUpdated.parseFrom(KafkaTestBroker.shared()
                .awaitRecord(Topics.COMPETITION_UPDATED, r -> slug.equals(r.key()), WAIT).orElseThrow().value());
        assertThat(announced.getGame()).isEqualTo("gvgai:aliens,testgame1");
        assertThat(announced.getGvgai().getGamesList()).containsExactlyElementsOf(GAMES);
        assertThat(announced.getGvgai().getValidationRepetitions()).isEqualTo(10);

        try (var runner = new RunnerDouble(slug, "gvgai-runner", GvgaiCompetitionTest::run)) {
            runner.submit(RunnerDouble.entry(slug, "strong", 1));
            runner.submit(RunnerDouble.entry(slug, "weak", 1));
            await().atMost(WAIT).until(() -> get("/api/scheduler/competitions/" + slug + "/entries")
                    .getList("ladderMatches", Integer.class).equals(List.of(2, 2)));

            List<MatchRequest> seen = runner.seen();
            assertThat(seen).allSatisfy(r -> {
                assertThat(r.getGame().getProtocol()).isEqualTo(ProtocolId.PROTOCOL_ID_GVGAI);
                assertThat(r.getGame().getBuiltin()).isEmpty();
                assertThat(r.getGame().getArtifactSha256()).isEmpty();
                assertThat(r.getSeatsCount()).isEqualTo(1);
            });
            MatchRequest validation = seen.stream().filter(r -> r.getMatchId().startsWith("v-")).findFirst().orElseThrow();
            assertThat(validation.getGame().getOptionsMap()).containsEntry("game", "aliens")
                    .containsEntry("gvgai.validation-repetitions", "1").containsEntry("gvgai.training-ms", "5000");
            List<MatchRequest> ladder = seen.stream().filter(r -> r.getMatchId().startsWith("l-")).toList();
            assertThat(ladder).allSatisfy(r -> assertThat(r.getGame().getOptionsMap())
                    .containsEntry("gvgai.training-ms", "20000").doesNotContainKey("gvgai.validation-repetitions"));
            for (String entry : List.of("strong", "weak")) {
                assertThat(ladder.stream().filter(r -> r.getSeats(0).getName().equals(entry))
                        .map(r -> r.getGame().getOptionsOrThrow("game")).toList()).as(entry).containsExactlyInAnyOrderElementsOf(GAMES);
            }
            // Runs of one game share a seed, so every entry meets the same levels' randomness.
            assertThat(ladder.stream().filter(r -> r.getGame().getOptionsOrThrow("game").equals("testgame1"))
                    .map(MatchRequest::getSeed).distinct()).hasSize(1);

            MatchRecorded recorded = MatchRecorded.parseFrom(KafkaTestBroker.shared().awaitRecord(Topics.MATCH_RECORDED,
                    r -> r.key().startsWith("l-") && strong(r.value()), WAIT).orElseThrow().value());
            assertThat(recorded.getRated()).isTrue();
            assertThat(recorded.getResult().getSeats(0).getGvgai().getVictories()).isEqualTo(4);
            assertThat(recorded.getResult().getSeats(0).getGvgai().getGame()).isIn(GAMES);
        }
    }

    private static boolean strong(byte[] value) {
        try {
            return MatchRecorded.parseFrom(value).getSeats(0).getEntryName().startsWith("strong");
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void anUnknownGameOrALevelTheGameLacksIsRefusedByName() {
        organiser().body(Map.of("slug", RunnerDouble.slug("gvgai-bad"), "title", "x", "gvgaiGames", List.of("aliens", "pong3000")))
                .post("/api/competitions").then().statusCode(400).body("detail", containsString("no shipped GVGAI game 'pong3000'"));
        organiser().body(Map.of("slug", RunnerDouble.slug("gvgai-bad"), "title", "x", "gvgaiGames", List.of("testgame1"),
                        "gameOptions", Map.of("gvgai.validation-levels", "3")))
                .post("/api/competitions").then().statusCode(400).body("detail", containsString("testgame1: gvgai.validation-levels"));
        organiser().body(Map.of("slug", RunnerDouble.slug("gvgai-bad"), "title", "x", "gvgaiGames", List.of("aliens"),
                        "rankingMethod", "mean")).post("/api/competitions").then().statusCode(400)
                .body("detail", containsString("gvgai-points"));
    }

    @Test
    void theOrganisersFormMakesAGvgaiCompetitionAndShowsARefusedGame() {
        String token = organiser().get("/organiser").htmlPath().getString("**.find { it.@name == 'csrf-token' }.@value");
        String slug = RunnerDouble.slug("gvgai-form");
        SchedulerApi.organiserUpload().redirects().follow(false)
                .multiPart("csrf-token", token).multiPart("slug", slug).multiPart("title", "Form learning")
                .multiPart("source", "gvgai").multiPart("gvgaiGames", "aliens, testgame2").multiPart("gvgaiTrainingSeconds", "30")
                .multiPart("gvgaiRepetitions", "2").multiPart("ladderConcurrency", "0")
                .post("/organiser/competitions").then().statusCode(303);
        JsonPath made = get("/api/competitions/" + slug);
        assertThat(made.getList("gvgaiGames")).containsExactly("aliens", "testgame2");
        assertThat(made.getString("gameOptions.'gvgai.training-ms'")).isEqualTo("30000");
        assertThat(made.getString("gameOptions.'gvgai.validation-repetitions'")).isEqualTo("2");
        organiser().get("/organiser/competitions/" + slug).then().statusCode(200)
                .body(containsString("id=\"gvgai-games\"")).body(containsString("<b>testgame2</b>"));

        String bad = RunnerDouble.slug("gvgai-form-bad");
        SchedulerApi.organiserUpload()
                .multiPart("csrf-token", token).multiPart("slug", bad).multiPart("title", "Broken")
                .multiPart("source", "gvgai").multiPart("gvgaiGames", "aliens tetris").multiPart("ladderConcurrency", "0")
                .post("/organiser/competitions").then().statusCode(400).contentType(containsString("text/html"))
                .body(containsString("no shipped GVGAI game &#39;tetris&#39;"));
        organiser().get("/api/competitions/" + bad).then().statusCode(404);
    }
}
