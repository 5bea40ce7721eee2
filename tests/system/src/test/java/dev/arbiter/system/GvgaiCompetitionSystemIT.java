package dev.arbiter.system;

import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.EntrySubmitted;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;

/**
 * A GVGAI learning-track competition end to end, every part a process of its own: the scheduler makes it from two
 * shipped games, the runners play each entry's learning run on each game in the local sandbox (the client behind
 * the relay on localhost:8080, the judge refereeing), and the leaderboard ranks the two Python sample agents by
 * the track's points, through a real Kafka broker and a real PostgreSQL server. Runs are kept short (little
 * training, one validation repetition, a low tick limit) and the per-message budgets wide: the test checks what is
 * counted and ranked, never how fast anything is.
 */
class GvgaiCompetitionSystemIT {

    private static final Path PLAYERS = Path.of("../../examples/players/python");
    private static final List<String> GAMES = List.of("aliens", "testgame1");

    private static Platform platform;
    private static int leaderboard;

    @BeforeAll
    static void startPlatform() throws Exception {
        platform = new Platform();
        leaderboard = platform.startLeaderboard();
    }

    @AfterAll
    static void stopPlatform() throws Exception {
        if (platform != null) {
            platform.close();
        }
    }

    @Test
    void aGvgaiCompetitionRunsAndItsLeaderboardShowsPointsPerGame() throws Exception {
        String slug = "gvgai-" + System.nanoTime() % 100_000;
        platform.organiser().body(Map.of("slug", slug, "title", "Learning", "gvgaiGames", GAMES, "ladderConcurrency", 2,
                "gameOptions", Map.of("gvgai.training-ms", "1500", "gvgai.validation-repetitions", "1", "gvgai.max-ticks", "60",
                        "gvgai.act-ms", "2000", "gvgai.act-disqualify-ms", "4000", "gvgai.init-ms", "30000",
                        "gvgai.start-ms", "30000", "gvgai.result-ms", "30000")))
                .post("/api/competitions").then().statusCode(201);
        submitAgent(slug, "random", "gvgai_random.py");
        submitAgent(slug, "learner", "gvgai_learner.py");

        // Both agents ranked, each with a run on both games.
        await().atMost(Duration.ofMinutes(5)).pollInterval(Duration.ofSeconds(1)).until(() -> {
            var response = given().port(leaderboard).get("/api/competitions/" + slug + "/leaderboard");
            if (response.statusCode() != 200) {
                return false;
            }
            JsonPath board = response.jsonPath();
            return board.getList("rows").size() == 2 && board.getList("rows.provisional", Boolean.class).stream().noneMatch(p -> p);
        });
        JsonPath board = given().port(leaderboard).get("/api/competitions/" + slug + "/leaderboard").then().statusCode(200)
                .extract().jsonPath();
        assertThat(board.getString("method")).isEqualTo("gvgai-points");
        assertThat(board.getList("gvgai.games")).containsExactlyElementsOf(GAMES);
        assertThat(board.getList("rows.matches", Integer.class)).as("a run per game").containsOnly(2);
        for (Map<?, ?> row : board.getList("rows", Map.class)) {
            var perGame = (Map<?, ?>) row.get("domainScores");
            assertThat(perGame.keySet().stream().map(String::valueOf).toList()).containsExactlyInAnyOrderElementsOf(GAMES);
            // Two entries: each game gives 25 to the first and 18 to the second, or 25 to both when they tie.
            assertThat(perGame.values()).allSatisfy(p -> assertThat(((Number) p).doubleValue()).isIn(25.0, 18.0));
            assertThat(((Number) row.get("rating")).doubleValue())
                    .isEqualTo(perGame.values().stream().mapToDouble(p -> ((Number) p).doubleValue()).sum());
        }
        String first = board.getString("rows[0].entryId");
        List<Map<String, Object>> results = board.getList("gvgai.entries.'" + first + "'");
        assertThat(results).extracting(r -> r.get("game")).containsExactlyElementsOf(GAMES);
        // aliens validates on levels 3 and 4, testgame1 on its last level: one repetition each.
        assertThat(results).extracting(r -> r.get("plays")).containsExactly(2, 1);

        given().port(leaderboard).get("/competitions/" + slug).then().statusCode(200)
                .body(containsString("id=\"gvgai-rule\"")).body(containsString("id=\"game-aliens\""));
        // Every run was played in the sandbox and came back finished: the scheduler's record of each match says so.
        List<Map<String, Object>> matches = platform.get("/api/competitions/" + slug + "/matches?limit=100").getList("$");
        assertThat(matches).filteredOn(m -> "ladder".equals(m.get("kind"))).hasSize(4)
                .allSatisfy(m -> assertThat(m.get("state")).isEqualTo("finished"));
    }

    /** Stores a Python sample agent with the client side it imports as an archive, and announces it as a new entry. */
    private static void submitAgent(String competition, String name, String agent) throws Exception {
        var zip = new ByteArrayOutputStream();
        try (var out = new ZipOutputStream(zip)) {
            for (String file : List.of(agent, "gvgai_client.py")) {
                out.putNextEntry(new ZipEntry(file));
                out.write(Files.readAllBytes(PLAYERS.resolve(file)));
                out.closeEntry();
            }
        }
        byte[] archive = zip.toByteArray();
        String digest = platform.blobs.put(new java.io.ByteArrayInputStream(archive)).hex();
        var entry = EntrySubmitted.newBuilder().setEntryId(competition + "-" + name).setVersion(1).setCompetition(competition)
                .setContestant(name + "-team").setName(name).setArtifactSha256(digest).setKind("archive")
                .addCommand("/usr/bin/python3").addCommand(agent).setSizeBytes(archive.length).build();
        try (var producer = new ReliableProducer(platform.kafka.bootstrapServers(), "system-test-gvgai", Duration.ofSeconds(10))) {
            producer.send(Topics.ENTRY_SUBMITTED, entry.getEntryId(), entry.toByteArray());
        }
    }
}
