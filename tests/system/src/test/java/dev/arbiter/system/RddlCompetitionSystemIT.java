package dev.arbiter.system;

import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.EntrySubmitted;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;

/**
 * An RDDL competition end to end, every part a process of its own: the scheduler makes it from two IPPC 2011
 * instances and enters its no-op and random baselines, the runners play every session in the local sandbox (the
 * planner under the relay, the judge serving the session), and the leaderboard ranks the field by the IPPC normalised
 * score, through a real Kafka broker and a real PostgreSQL server.
 */
class RddlCompetitionSystemIT {

    private static final Path RANDOM_PLANNER = Path.of("../../examples/players/python/rddl_random_planner.py");
    private static final List<String> INSTANCES = List.of("sysadmin_inst_mdp__1", "game_of_life_inst_mdp__1");

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
    void anRddlCompetitionRunsAndItsLeaderboardShowsNormalisedScoresWithTheBaselines() throws Exception {
        String slug = "rddl-" + System.nanoTime() % 100_000;
        platform.organiser().body(Map.of("slug", slug, "title", "Planning", "rddlSet", "ippc2011-mdp", "rddlInstances", INSTANCES,
                "rddlRounds", 3, "ladderConcurrency", 2)).post("/api/competitions").then().statusCode(201);
        submitPlanner(slug, "random-planner");

        // Three entries (the planner and both baselines), each with a session on both instances, all scored.
        await().atMost(Duration.ofMinutes(4)).pollInterval(Duration.ofSeconds(1)).until(() -> {
            var response = given().port(leaderboard).get("/api/competitions/" + slug + "/leaderboard");
            if (response.statusCode() != 200) {
                return false;
            }
            JsonPath board = response.jsonPath();
            return board.getList("rows").size() == 3 && board.getList("rows.provisional", Boolean.class).stream().noneMatch(p -> p);
        });
        JsonPath board = given().port(leaderboard).get("/api/competitions/" + slug + "/leaderboard").then().statusCode(200)
                .extract().jsonPath();
        assertThat(board.getString("method")).isEqualTo("ippc");
        assertThat(board.getList("rows.rating", Double.class)).allSatisfy(score -> assertThat(score).isBetween(0.0, 1.0));
        assertThat(board.getList("rows.baseline")).containsExactlyInAnyOrder("noop", "random", null);
        assertThat(board.getList("rows.matches", Integer.class)).as("a session per instance").containsOnly(2);
        assertThat(board.getList("ippc.instances.name")).containsExactlyElementsOf(INSTANCES);
        assertThat(board.getList("ippc.instances.scored", Boolean.class)).containsOnly(true);
        assertThat(board.getList("ippc.domains")).containsExactlyInAnyOrder("sysadmin_mdp", "game_of_life_mdp");
        // Each domain here has one instance: its best average scores 1 there, unless nobody beat the better baseline
        // (then everyone scores 0); the baselines themselves never score above 0.
        for (String domain : List.of("sysadmin_mdp", "game_of_life_mdp")) {
            List<Double> domainScores = board.getList("rows.domainScores." + domain, Double.class);
            assertThat(domainScores).allSatisfy(score -> assertThat(score).isBetween(0.0, 1.0));
            assertThat(domainScores.stream().mapToDouble(Double::doubleValue).max().orElseThrow()).isIn(0.0, 1.0);
        }
        assertThat(board.getList("rows", Map.class).stream().filter(row -> row.get("baseline") != null)
                .map(row -> ((Number) row.get("rating")).doubleValue())).containsOnly(0.0);
        String planner = board.getList("rows", Map.class).stream().filter(row -> row.get("baseline") == null)
                .map(row -> (String) row.get("entryId")).findFirst().orElseThrow();

        given().port(leaderboard).get("/competitions/" + slug).then().statusCode(200)
                .body(containsString("(baseline)")).body(containsString("/competitions/" + slug + "/files/sysadmin_mdp.rddl"));
        given().port(leaderboard).get("/competitions/" + slug + "/entries/" + planner).then().statusCode(200)
                .body(containsString("id=\"ippc-instances\""));
        given().port(leaderboard).get("/competitions/" + slug + "/files/game_of_life_inst_mdp__1.rddl").then().statusCode(200)
                .body(containsString("instance game_of_life_inst_mdp__1"));
        // Every session ran in the sandbox and came back ok: the scheduler's record of each match says so.
        List<Map<String, Object>> matches = platform.get("/api/competitions/" + slug + "/matches?limit=100").getList("$");
        assertThat(matches).filteredOn(m -> "ladder".equals(m.get("kind"))).hasSize(6)
                .allSatisfy(m -> assertThat(m.get("state")).isEqualTo("finished"));
    }

    /** Stores the sample random planner in the shared blob store and announces it as a new entry, as submission does. */
    private static void submitPlanner(String competition, String name) throws Exception {
        String source = Files.readString(RANDOM_PLANNER, StandardCharsets.UTF_8);
        byte[] script = ("#!/usr/bin/python3\n" + source.substring(source.indexOf('\n') + 1)).getBytes(StandardCharsets.UTF_8);
        String digest = platform.blobs.put(new java.io.ByteArrayInputStream(script)).hex();
        var entry = EntrySubmitted.newBuilder().setEntryId(competition + "-" + name).setVersion(1).setCompetition(competition)
                .setContestant(name + "-team").setName(name).setArtifactSha256(digest).setKind("script")
                .setSizeBytes(script.length).build();
        try (var producer = new ReliableProducer(platform.kafka.bootstrapServers(), "system-test-rddl", Duration.ofSeconds(10))) {
            producer.send(Topics.ENTRY_SUBMITTED, entry.getEntryId(), entry.toByteArray());
        }
    }
}
