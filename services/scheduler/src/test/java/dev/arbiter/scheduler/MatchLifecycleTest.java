package dev.arbiter.scheduler;

import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.EntryStatus;
import dev.arbiter.proto.v1.EntryStatusChanged;
import dev.arbiter.proto.v1.MatchRecorded;
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
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** Validation, leases, retries and idempotent results, with the runners played by {@link RunnerDouble}. */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class MatchLifecycleTest {

    private static final Duration WAIT = Duration.ofSeconds(30);

    private static String competition(String prefix) {
        String slug = RunnerDouble.slug(prefix);
        SchedulerApi.createCompetition(slug, Map.of("phase", "official", "ladderConcurrency", 0));
        return slug;
    }

    private static JsonPath entries(String slug) {
        return organiser().get("/api/scheduler/competitions/" + slug + "/entries").then().statusCode(200).extract().jsonPath();
    }

    private static JsonPath match(String id) {
        return organiser().get("/api/scheduler/matches/" + id).then().statusCode(200).extract().jsonPath();
    }

    private static <T> T awaitMessage(String topic, String key, Class<T> type, java.util.function.Predicate<T> matches) {
        var record = KafkaTestBroker.shared().awaitRecord(topic, r -> {
            if (!key.equals(r.key())) {
                return false;
            }
            return matches.test(parse(type, r.value()));
        }, WAIT).orElseThrow(() -> new AssertionError("no " + topic + " for " + key));
        return parse(type, record.value());
    }

    @SuppressWarnings("unchecked")
    private static <T> T parse(Class<T> type, byte[] bytes) {
        try {
            return (T) type.getMethod("parseFrom", byte[].class).invoke(null, (Object) bytes);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aSubmittedEntryIsValidatedOnceAndBecomesReadyWhenItsMatchPasses() throws Exception {
        String slug = competition("valid");
        try (var runner = new RunnerDouble(slug, "runner-a", r -> Optional.of(RunnerDouble.completed(r, "runner-a", 12)))) {
            var submitted = RunnerDouble.entry(slug, "alpha", 1);
            runner.submit(submitted);
            runner.submit(submitted);

            await().atMost(WAIT).until(() -> !runner.seen().isEmpty());
            MatchRequest request = runner.seen().getFirst();
            assertThat(request.getSeatsList()).hasSize(1);
            assertThat(request.getSeats(0).getArtifactSha256()).isEqualTo(submitted.getArtifactSha256());
            assertThat(request.getGame().getBuiltin()).isEqualTo("rps");

            await().atMost(WAIT).until(() -> "ready".equals(entries(slug).getString("[0].status")));
            assertThat(entries(slug).getList("$")).as("the repeated message made no second entry").hasSize(1);
            assertThat(entries(slug).getString("[0].validationMatchId")).isEqualTo(request.getMatchId());
            EntryStatusChanged status = awaitMessage(Topics.ENTRY_STATUS, submitted.getEntryId(), EntryStatusChanged.class,
                    s -> s.getStatus() == EntryStatus.ENTRY_STATUS_READY);
            assertThat(status.getValidationMatchId()).isEqualTo(request.getMatchId());
            assertThat(runner.seen()).hasSize(1);
        }
    }

    @Test
    void anEntryValidatedAgainstTheReferencePlayerIsJudgedByItsOwnSeatOnly() throws Exception {
        String slug = RunnerDouble.slug("reference");
        String reference = "b".repeat(64);
        SchedulerApi.createCompetition(slug, Map.of("phase", "official", "ladderConcurrency", 0,
                "validationMode", "reference", "referenceArtifactSha256", reference, "referenceKind", "script"));
        // The reference player crashes; the entry plays cleanly: the entry is not to blame.
        try (var runner = new RunnerDouble(slug, "runner-a", r -> {
            MatchResult ok = RunnerDouble.completed(r, "runner-a", 5, -5);
            return Optional.of(ok.toBuilder().setSeats(1, ok.getSeats(1).toBuilder().setVerdict(Verdict.VERDICT_CRASH)).build());
        })) {
            runner.submit(RunnerDouble.entry(slug, "challenger", 1));

            await().atMost(WAIT).until(() -> "ready".equals(entries(slug).getString("find { it.name == 'challenger' }.status")));
            MatchRequest request = runner.seen().getFirst();
            assertThat(request.getSeatsList()).extracting(s -> s.getArtifactSha256()).endsWith(reference);
            assertThat(entries(slug).getString("find { it.contestant == 'organiser' }.status")).isEqualTo("reference");
        }
    }

    @Test
    void anEntryTheDatabaseCannotHoldIsSkippedAndLaterMessagesStillFlow() throws Exception {
        String slug = competition("poison");
        try (var runner = new RunnerDouble(slug, "runner-a", r -> Optional.of(RunnerDouble.completed(r, "runner-a", 1)))) {
            runner.submit(RunnerDouble.entry(slug, "x".repeat(300), 1));
            runner.submit(RunnerDouble.entry(slug, "fine", 1));

            await().atMost(WAIT).until(() -> "ready".equals(entries(slug).getString("find { it.name == 'fine' }.status")));
            assertThat(entries(slug).getList("name")).containsExactly("fine");
        }
    }

    @Test
    void anEntryWhoseValidationMatchCrashesFailsWithTheVerdictAndItsDetail() throws Exception {
        String slug = competition("crash");
        try (var runner = new RunnerDouble(slug, "runner-a", MatchLifecycleTest::crashed)) {
            runner.submit(RunnerDouble.entry(slug, "crashy", 1));
            await().atMost(WAIT).until(() -> !runner.seen().isEmpty());
            MatchRequest request = runner.seen().getFirst();

            await().atMost(WAIT).until(() -> "failed".equals(entries(slug).getString("[0].status")));
            assertThat(entries(slug).getString("[0].statusDetail")).isEqualTo("validation crash: exit code 3 at move 4");
            assertThat(match(request.getMatchId()).getString("state")).isEqualTo("failed");
            EntryStatusChanged status = awaitMessage(Topics.ENTRY_STATUS, request.getSeats(0).getEntryId(), EntryStatusChanged.class,
                    s -> s.getStatus() == EntryStatus.ENTRY_STATUS_FAILED);
            assertThat(status.getVerdict()).isEqualTo("crash");
            assertThat(status.getReproduce()).as("the one command that replays it at home")
                    .startsWith("./arbiter match --backend local --game rps ")
                    .endsWith(" --player YOUR-ENTRY --seed " + request.getSeed() + " --player-seed " + request.getSeatSeeds(0));
            assertThat(status.getStderrHead()).as("the contestant is told why, in the entry's own words, cut to 4,096 characters")
                    .startsWith("Traceback (most recent call last):\nKeyError: 'rock'\n").hasSize(4096);
        }
    }

    private static final String CRASH_STDERR = "Traceback (most recent call last):\nKeyError: 'rock'\n" + "noise\n".repeat(1000);

    private static Optional<MatchResult> crashed(MatchRequest request) {
        MatchResult ok = RunnerDouble.completed(request, "runner-a", -3);
        return Optional.of(ok.toBuilder().setSeats(0, ok.getSeats(0).toBuilder()
                .setVerdict(Verdict.VERDICT_CRASH).setDetail("exit code 3 at move 4").setStderrHead(CRASH_STDERR)).build());
    }

    @Test
    void aMatchWhoseRunnerFallsSilentIsReissuedAndAfterTheLastAttemptIsAnInfrastructureError() throws Exception {
        String slug = competition("silent");
        // Takes every request, says it is running, then never speaks again: a runner killed with -9.
        try (var runner = new RunnerDouble(slug, "doomed-runner", r -> Optional.empty())) {
            var submitted = RunnerDouble.entry(slug, "patient", 1);
            runner.submit(submitted);

            await().atMost(WAIT).until(() -> runner.seen().size() >= 2);
            assertThat(runner.seen()).extracting(MatchRequest::getAttempt).startsWith(1, 2);
            String id = runner.seen().getFirst().getMatchId();
            await().atMost(WAIT).until(() -> "infrastructure-error".equals(match(id).getString("state")));

            JsonPath m = match(id);
            assertThat(m.getList("timeline.state")).containsSubsequence(
                    "requested", "leased", "running", "lease-expired", "requested", "leased", "running", "lease-expired",
                    "infrastructure-error");
            assertThat(m.getList("timeline.runner")).contains("doomed-runner");
            assertThat(m.getList("timeline.at")).doesNotContainNull();
            assertThat(m.getString("statusDetail")).contains("gave up after 2 attempts");
            assertThat(entries(slug).getString("[0].status")).isEqualTo("validation-error");
            EntryStatusChanged status = awaitMessage(Topics.ENTRY_STATUS, submitted.getEntryId(), EntryStatusChanged.class,
                    s -> s.getStatus() == EntryStatus.ENTRY_STATUS_VALIDATION_ERROR);
            assertThat(status.getCountsAgainstQuota()).as("an infrastructure failure is not charged to the contestant").isFalse();
            assertThat(runner.seen()).as("two attempts, then no more").hasSize(2);
        }
    }

    @Test
    void aDuplicateOrLateResultChangesNothing() throws Exception {
        String slug = competition("dupe");
        try (var runner = new RunnerDouble(slug, "runner-a", r -> Optional.of(RunnerDouble.completed(r, "runner-a", 7)))) {
            runner.submit(RunnerDouble.entry(slug, "twice", 1));
            await().atMost(WAIT).until(() -> !runner.seen().isEmpty());
            MatchRequest request = runner.seen().getFirst();

            await().atMost(WAIT).until(() -> "finished".equals(match(request.getMatchId()).getString("state")));
            runner.finish(RunnerDouble.completed(request, "runner-a", 7));
            runner.finish(RunnerDouble.completed(request, "runner-late", -50));
            await().atMost(WAIT).until(() -> match(request.getMatchId()).getList("timeline.state").stream()
                    .filter("duplicate-result"::equals).count() == 2);

            JsonPath m = match(request.getMatchId());
            assertThat(m.getDouble("seats[0].score")).isEqualTo(7.0);
            assertThat(m.getString("runner")).isEqualTo("runner-a");
            assertThat(m.getList("timeline.state").stream().filter("finished"::equals).count()).isEqualTo(1);
            MatchRecorded recorded = awaitMessage(Topics.MATCH_RECORDED, request.getMatchId(), MatchRecorded.class, r -> true);
            assertThat(recorded.getRated()).as("validation matches are never rated").isFalse();
            assertThat(recorded.getResult().getSeats(0).getScore()).isEqualTo(7.0);
            assertThat(given().get("/api/competitions/" + slug + "/matches").then().statusCode(200).extract()
                    .jsonPath().getList("state")).isEqualTo(List.of("finished"));
        }
    }

    @Test
    void whatTheJudgeDroppedFromATranscriptReachesTheRecordedMatch() throws Exception {
        String slug = competition("chatty");
        try (var runner = new RunnerDouble(slug, "runner-a", r -> Optional.of(RunnerDouble.completed(r, "runner-a", 3)
                .toBuilder().setTranscript(dev.arbiter.proto.v1.TranscriptRef.newBuilder().setSha256("b".repeat(64))
                        .setBytes(900_000).setOutOfProtocolDroppedLines(151_234).setOutOfProtocolDroppedBytes(16_234_567))
                .build()))) {
            runner.submit(RunnerDouble.entry(slug, "chatty", 1));
            await().atMost(WAIT).until(() -> !runner.seen().isEmpty());
            MatchRequest request = runner.seen().getFirst();

            MatchRecorded recorded = awaitMessage(Topics.MATCH_RECORDED, request.getMatchId(), MatchRecorded.class, r -> true);
            assertThat(recorded.getResult().getTranscript().getOutOfProtocolDroppedLines()).isEqualTo(151_234);
            assertThat(recorded.getResult().getTranscript().getOutOfProtocolDroppedBytes()).isEqualTo(16_234_567);
        }
    }
}
