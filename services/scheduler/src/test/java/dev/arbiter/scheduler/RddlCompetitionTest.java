package dev.arbiter.scheduler;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RddlInstance;
import dev.arbiter.proto.v1.RddlSession;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static dev.arbiter.scheduler.SchedulerApi.organiser;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;

/**
 * An RDDL competition made from a domain set: the competition enters its no-op and random baselines, every ready
 * entry plays one session on each instance (one seat per match), a new entry is validated by one round on the
 * first instance, and each session's rounds travel on to the platform with the match's record. The runner double
 * answers as a runner playing RDDL does: each round's reward (no-op 1, random 2, others 5) in the seat's session.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class RddlCompetitionTest {

    private static final Duration WAIT = Duration.ofSeconds(40);
    private static final List<String> DEMO = List.of("sysadmin_inst_mdp__1", "game_of_life_inst_mdp__1");

    @Inject
    BlobStore blobs;

    private static Optional<MatchResult> session(MatchRequest r) {
        String name = r.getSeats(0).getName();
        double reward = name.startsWith("no-op") ? 1 : name.startsWith("random") ? 2 : 5;
        int rounds = Integer.parseInt(r.getGame().getOptionsOrThrow("rddl.rounds"));
        var session = RddlSession.newBuilder().setInstance(r.getGame().getOptionsOrThrow("instance")).setRounds(rounds)
                .setTotalReward(reward * rounds);
        for (int i = 0; i < rounds; i++) {
            session.addRoundRewards(reward);
        }
        MatchResult plain = RunnerDouble.completed(r, "rddl-runner", reward * rounds);
        return Optional.of(plain.toBuilder().setSeats(0, plain.getSeats(0).toBuilder().setRddl(session)).build());
    }

    private static JsonPath get(String path) {
        return organiser().get(path).then().statusCode(200).extract().jsonPath();
    }

    @Test
    void everyEntryAndBothBaselinesPlayASessionOnEachInstanceAndTheRoundsReachThePlatform() throws Exception {
        String slug = RunnerDouble.slug("rddl");
        organiser().body(Map.of("slug", slug, "title", "Planning", "rddlSet", "ippc2011-mdp", "rddlInstances", DEMO,
                "rddlRounds", 3, "ladderConcurrency", 4)).post("/api/competitions").then().statusCode(201);
        JsonPath competition = get("/api/competitions/" + slug);
        assertThat(competition.getString("rankingMethod")).isEqualTo("ippc");
        assertThat(competition.getString("protocol")).isEqualTo("rddl");
        assertThat(competition.getInt("seats")).isEqualTo(1);
        CompetitionUpdated announced = CompetitionUpdated.parseFrom(KafkaTestBroker.shared()
                .awaitRecord(Topics.COMPETITION_UPDATED, r -> slug.equals(r.key()), WAIT).orElseThrow().value());
        assertThat(announced.getGame()).isEqualTo("rddl:ippc2011-mdp");
        assertThat(announced.getRddl().getInstancesList()).extracting(RddlInstance::getName).containsExactlyElementsOf(DEMO);
        assertThat(announced.getRddl().getInstances(0).getDomainFile()).isEqualTo("sysadmin_mdp.rddl");
        assertThat(announced.getRddl().getRounds()).isEqualTo(3);
        String noop = announced.getRddl().getNoopEntryId();
        assertThat(noop).startsWith("rddl-noop-");

        try (var runner = new RunnerDouble(slug, "rddl-runner", RddlCompetitionTest::session)) {
            runner.submit(RunnerDouble.entry(slug, "planner", 1));
            await().atMost(WAIT).until(() -> get("/api/scheduler/competitions/" + slug + "/entries")
                    .getList("ladderMatches", Integer.class).equals(List.of(2, 2, 2)));
            JsonPath entries = get("/api/scheduler/competitions/" + slug + "/entries");
            assertThat(entries.getList("name")).containsExactlyInAnyOrder("no-op baseline", "random baseline", "planner");

            List<MatchRequest> seen = runner.seen();
            assertThat(seen).allSatisfy(r -> {
                assertThat(r.getGame().getProtocol()).isEqualTo(ProtocolId.PROTOCOL_ID_RDDL);
                assertThat(r.getGame().getBuiltin()).isEmpty();
                assertThat(r.getGame().getArtifactSha256()).as("the shipped files").isEmpty();
                assertThat(r.getSeatsCount()).isEqualTo(1);
            });
            MatchRequest validation = seen.stream().filter(r -> r.getMatchId().startsWith("v-")).findFirst().orElseThrow();
            assertThat(validation.getGame().getOptionsMap()).containsEntry("instance", DEMO.get(0)).containsEntry("rddl.rounds", "1");
            for (String entry : List.of("no-op baseline", "random baseline", "planner")) {
                assertThat(seen.stream().filter(r -> r.getMatchId().startsWith("l-") && r.getSeats(0).getName().equals(entry))
                        .map(r -> r.getGame().getOptionsOrThrow("instance")).toList()).as(entry)
                        .containsExactlyInAnyOrderElementsOf(DEMO);
            }
            // Sessions of one instance share a seed, so every entry meets the same draws.
            assertThat(seen.stream().filter(r -> r.getMatchId().startsWith("l-") && r.getGame().getOptionsOrThrow("instance")
                    .equals(DEMO.get(1))).map(MatchRequest::getSeed).distinct()).hasSize(1);

            MatchRecorded recorded = MatchRecorded.parseFrom(KafkaTestBroker.shared().awaitRecord(Topics.MATCH_RECORDED,
                    r -> r.key().startsWith("l-") && matchOf(r.value()).getResult().getSeats(0).getEntryId().equals(noop), WAIT)
                    .orElseThrow().value());
            assertThat(recorded.getRated()).isTrue();
            assertThat(recorded.getResult().getSeats(0).getRddl().getRoundRewardsList()).containsExactly(1.0, 1.0, 1.0);
            assertThat(recorded.getSeats(0).getContestant()).isEqualTo("noop-baseline");
        }
    }

    private static MatchRecorded matchOf(byte[] value) {
        try {
            return MatchRecorded.parseFrom(value);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void uploadedFilesAreCheckedStoredAsOneSetAndPlayedFromIt() throws Exception {
        var sysadmin = dev.arbiter.rddl.DomainSet.builtin("ippc2011-mdp").restrictedTo(List.of("sysadmin_inst_mdp__1"));
        var upload = SchedulerApi.organiserUpload();
        for (var file : sysadmin.files().entrySet()) {
            upload = upload.multiPart("files", file.getKey(), file.getValue().getBytes(StandardCharsets.UTF_8));
        }
        String sha256 = upload.post("/api/scheduler/rddl-sets").then().statusCode(201)
                .body("instances[0].name", org.hamcrest.Matchers.equalTo("sysadmin_inst_mdp__1")).extract().path("sha256");
        assertThat(blobs.exists(Digest.parse(sha256))).isTrue();

        String slug = RunnerDouble.slug("rddl-upload");
        organiser().body(Map.of("slug", slug, "title", "Own files", "rddlFilesSha256", sha256, "rddlRounds", 2,
                "ladderConcurrency", 2)).post("/api/competitions").then().statusCode(201);
        try (var runner = new RunnerDouble(slug, "rddl-runner", RddlCompetitionTest::session)) {
            await().atMost(WAIT).until(() -> runner.seen().size() >= 2);
            assertThat(runner.seen()).allSatisfy(r -> assertThat(r.getGame().getArtifactSha256()).isEqualTo(sha256));
        }
    }

    @Test
    void aFileThatDoesNotParseIsRefusedWithFileLineAndColumnAndNothingIsStored() throws Exception {
        String broken = "domain d {\n  requirements = {};\n  pvariables {\n    x : { state-fluent, bool, default = false }\n  };\n}\n";
        SchedulerApi.organiserUpload()
                .multiPart("files", "broken.rddl", broken.getBytes(StandardCharsets.UTF_8))
                .post("/api/scheduler/rddl-sets").then().statusCode(400)
                .body("detail", startsWith("broken.rddl:5:3: expected ';'"));
        organiser().body(Map.of("slug", RunnerDouble.slug("rddl-bad"), "title", "x", "rddlSet", "ippc2099"))
                .post("/api/competitions").then().statusCode(400).body("detail", containsString("ippc2011-mdp"));
        organiser().body(Map.of("slug", RunnerDouble.slug("rddl-bad"), "title", "x", "rddlSet", "ippc2011-mdp",
                        "rddlInstances", List.of("nope"))).post("/api/competitions").then().statusCode(400)
                .body("detail", containsString("no instance 'nope'"));
        organiser().body(Map.of("slug", RunnerDouble.slug("rddl-bad"), "title", "x", "rddlSet", "ippc2011-mdp",
                        "rddlRounds", 0)).post("/api/competitions").then().statusCode(400)
                .body("detail", containsString("rddl.rounds"));
    }

    @Test
    void theOrganisersFormMakesAnRddlCompetitionAndShowsABadFileWithFileLineAndColumn() throws Exception {
        String token = organiser().get("/organiser").htmlPath().getString("**.find { it.@name == 'csrf-token' }.@value");
        var form = SchedulerApi.organiserUpload();
        String slug = RunnerDouble.slug("rddl-form");
        form.redirects().follow(false).multiPart("csrf-token", token).multiPart("slug", slug).multiPart("title", "Form planning")
                .multiPart("source", "rddl").multiPart("rddlSet", "ippc2011-mdp")
                .multiPart("rddlInstances", "sysadmin_inst_mdp__1, game_of_life_inst_mdp__1").multiPart("rddlRounds", "4")
                .multiPart("rddlTimeAllowedSeconds", "").multiPart("ladderConcurrency", "0")
                .post("/organiser/competitions").then().statusCode(303);
        JsonPath made = get("/api/competitions/" + slug);
        assertThat(made.getList("rddlInstances.name")).containsExactlyElementsOf(DEMO);
        assertThat(made.getString("gameOptions.'rddl.rounds'")).isEqualTo("4");
        organiser().get("/organiser/competitions/" + slug).then().statusCode(200)
                .body(containsString("id=\"rddl-set\"")).body(containsString("sysadmin_inst_mdp__1 (sysadmin_mdp)"));

        String bad = RunnerDouble.slug("rddl-form-bad");
        SchedulerApi.organiserUpload()
                .multiPart("csrf-token", token).multiPart("slug", bad).multiPart("title", "Broken")
                .multiPart("source", "rddl").multiPart("rddlSet", "upload").multiPart("ladderConcurrency", "0")
                .multiPart("rddlFiles", "mine.rddl", "domain d {\n  bogus\n}\n".getBytes(StandardCharsets.UTF_8))
                .post("/organiser/competitions").then().statusCode(400).contentType(containsString("text/html"))
                .body(containsString("mine.rddl:2:3: unknown domain section &#39;bogus&#39;"));
        organiser().get("/api/competitions/" + bad).then().statusCode(404);
    }
}
