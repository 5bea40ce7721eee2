package dev.arbiter.scheduler;

import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.BuildReport;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.EntryStatus;
import dev.arbiter.proto.v1.EntryStatusChanged;
import dev.arbiter.proto.v1.EntrySubmitted;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.Verdict;
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
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Source entries: the validation match asks the runner to build them, a successful build's archive is what every
 * later match runs, and a failed build fails the entry as {@code build-failed} with its first error line.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class SourceEntryBuildTest {

    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final String BUILT = "c".repeat(64);
    private static final List<String> MAKE = List.of("make");

    private static EntrySubmitted source(String slug, String name) {
        return RunnerDouble.entry(slug, name, 1).toBuilder().setKind("source").clearCommand().addCommand("player")
                .addAllBuildCommand(MAKE).setLanguage("make").build();
    }

    private static JsonPath entries(String slug) {
        return organiser().get("/api/scheduler/competitions/" + slug + "/entries").then().statusCode(200).extract().jsonPath();
    }

    /** The runner's answer: every source seat built (ok into {@link #BUILT}, or failed with {@code error}). */
    private static Optional<MatchResult> building(MatchRequest request, String error) {
        MatchResult ok = RunnerDouble.completed(request, "runner-a", 1, -1);
        var result = ok.toBuilder();
        for (int i = 0; i < request.getSeatsCount(); i++) {
            EntryRef seat = request.getSeats(i);
            if (!seat.getKind().equals("source")) {
                continue;
            }
            var build = BuildReport.newBuilder().setLog("cc -o player bot.c\n" + error).setDurationMs(300);
            var wire = result.getSeatsBuilder(i);
            if (error.isEmpty()) {
                wire.setBuild(build.setOk(true).setArtifactSha256(BUILT));
            } else {
                wire.setBuild(build.setFirstError(error)).setVerdict(Verdict.VERDICT_CRASH).setDetail("build failed: " + error);
            }
        }
        return Optional.of(result.build());
    }

    /** A competition in which every source entry's build fails with {@code error}, and its runner. */
    private static RunnerDouble failingBuilds(String slug, String error) throws Exception {
        SchedulerApi.createCompetition(slug, Map.of("phase", "official", "ladderConcurrency", 0));
        return new RunnerDouble(slug, "runner-a", r -> building(r, error));
    }

    private static EntrySubmitted submitAndAwaitFailure(RunnerDouble runner, String slug) throws Exception {
        EntrySubmitted submitted = source(slug, "broken");
        runner.submit(submitted);
        await().atMost(WAIT).until(() -> "failed".equals(entries(slug).getString("[0].status")));
        return submitted;
    }

    @Test
    void aSourceEntryIsBuiltInItsValidationAndEveryLaterMatchRunsTheBuiltArchive() throws Exception {
        String slug = RunnerDouble.slug("built");
        SchedulerApi.createCompetition(slug, Map.of("phase", "open", "ladderConcurrency", 1));
        try (var runner = new RunnerDouble(slug, "runner-a", r -> building(r, ""))) {
            EntrySubmitted submitted = source(slug, "src");
            runner.submit(submitted);
            runner.submit(RunnerDouble.entry(slug, "plain", 1));

            await().atMost(WAIT).until(() -> runner.seen().stream().anyMatch(r -> r.getSeatsCount() == 2));
            MatchRequest validation = runner.seen().stream()
                    .filter(r -> r.getSeats(0).getEntryId().equals(submitted.getEntryId())).findFirst().orElseThrow();
            assertThat(validation.getSeats(0).getKind()).isEqualTo("source");
            assertThat(validation.getSeats(0).getBuildCommandList()).isEqualTo(MAKE);
            assertThat(validation.getSeats(0).getArtifactSha256()).isEqualTo(submitted.getArtifactSha256());

            EntryRef laterSeat = runner.seen().stream().filter(r -> r.getSeatsCount() == 2).findFirst().orElseThrow()
                    .getSeatsList().stream().filter(s -> s.getEntryId().equals(submitted.getEntryId())).findFirst().orElseThrow();
            assertThat(laterSeat.getKind()).isEqualTo("archive");
            assertThat(laterSeat.getArtifactSha256()).isEqualTo(BUILT);
            assertThat(laterSeat.getBuildCommandList()).as("nothing is built twice").isEmpty();
            assertThat(laterSeat.getCommandList()).containsExactly("player");
        }
    }

    @Test
    void aFailedBuildFailsTheEntryAsBuildFailedNamingTheFirstErrorLine() throws Exception {
        String slug = RunnerDouble.slug("broken");
        String error = "bot.c:2:10: error: 'nope' undeclared (first use in this function)";
        try (var runner = failingBuilds(slug, error)) {
            EntrySubmitted submitted = submitAndAwaitFailure(runner, slug);
            assertThat(entries(slug).getString("[0].statusDetail")).isEqualTo("build failed: " + error);
            var record = KafkaTestBroker.shared().awaitRecord(Topics.ENTRY_STATUS, r -> {
                try {
                    return submitted.getEntryId().equals(r.key())
                            && EntryStatusChanged.parseFrom(r.value()).getStatus() == EntryStatus.ENTRY_STATUS_FAILED;
                } catch (Exception e) {
                    return false;
                }
            }, WAIT).orElseThrow();
            EntryStatusChanged status = EntryStatusChanged.parseFrom(record.value());
            assertThat(status.getVerdict()).isEqualTo("build-failed");
            assertThat(status.getBuild().getFirstError()).isEqualTo(error);
            assertThat(status.getBuild().getLog()).contains("cc -o player bot.c");
            assertThat(status.getReproduce()).as("a failed build played no match to replay").isEmpty();
        }
    }

    @Test
    void aFailedBuildsErrorLineIsOnNoAnonymousEndpointNorInTheRecordedMatch() throws Exception {
        String slug = RunnerDouble.slug("leaky");
        try (var runner = failingBuilds(slug, "bot.c:7:1: error: unknown type name 'SECRET_OPENING_BOOK'")) {
            submitAndAwaitFailure(runner, slug);
            String matchId = entries(slug).getString("[0].validationMatchId");
            String anonymous = io.restassured.RestAssured.given().get("/api/scheduler/matches/" + matchId)
                    .then().statusCode(200).extract().asString();
            assertThat(anonymous).contains("build failed").doesNotContain("SECRET_OPENING_BOOK");
            String matches = io.restassured.RestAssured.given().get("/api/competitions/" + slug + "/matches")
                    .then().statusCode(200).extract().asString();
            assertThat(matches).doesNotContain("SECRET_OPENING_BOOK");
            // What the leaderboard's match pages, match API and entry history are made of.
            var recorded = KafkaTestBroker.shared().awaitRecord(Topics.MATCH_RECORDED, r -> matchId.equals(r.key()), WAIT)
                    .orElseThrow();
            assertThat(new String(recorded.value(), java.nio.charset.StandardCharsets.ISO_8859_1))
                    .doesNotContain("SECRET_OPENING_BOOK");
            assertThat(entries(slug).getString("[0].statusDetail")).as("organisers read the report")
                    .contains("SECRET_OPENING_BOOK");
        }
    }
}
