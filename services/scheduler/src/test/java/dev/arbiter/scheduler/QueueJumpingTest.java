package dev.arbiter.scheduler;

import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.EntrySubmitted;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
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

/**
 * Queue jumping, as the scheduler does it: a new entry's validation match and its first ladder matches
 * ({@code arbiter.scheduler.priority.first-ladder-matches}, 2 by default) go out on
 * {@code match.requested.priority}, beyond the ladder's concurrency, and stay there when re-issued.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class QueueJumpingTest {

    private static final Duration WAIT = Duration.ofSeconds(40);

    /** Priority matches are played at once; a bulk match plays on (heartbeats, no result) until the test ends. */
    private static Optional<MatchResult> bulkPlaysOn(String topic, MatchRequest request) {
        return topic.equals(Topics.MATCH_REQUESTED) ? Optional.empty() : Optional.of(RunnerDouble.completed(request, "double", 1, 0));
    }

    private static JsonPath entries(String slug) {
        return organiser().get("/api/scheduler/competitions/" + slug + "/entries").then().statusCode(200).extract().jsonPath();
    }

    private static List<RunnerDouble.Request> ladderRequests(RunnerDouble runner, String topic) {
        return runner.requests().stream()
                .filter(r -> r.topic().equals(topic) && r.request().getMatchId().startsWith("l-")).toList();
    }

    private static List<RunnerDouble.Request> requestsOf(RunnerDouble runner, EntrySubmitted entry) {
        return runner.requests().stream()
                .filter(r -> r.request().getSeatsList().stream().anyMatch(s -> s.getEntryId().equals(entry.getEntryId()))).toList();
    }

    @Test
    void aNewEntrysValidationAndFirstLadderMatchesJumpTheQueueWhileTheLadderIsAtItsCap() throws Exception {
        String slug = RunnerDouble.slug("jump");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 1));
        try (var runner = new RunnerDouble(slug, "double", QueueJumpingTest::bulkPlaysOn, true)) {
            runner.submit(RunnerDouble.entry(slug, "first", 1));
            runner.submit(RunnerDouble.entry(slug, "second", 1));
            // Once past their own first matches, the two fill the ladder's one slot with a match that plays on.
            await().atMost(WAIT).until(() -> !ladderRequests(runner, Topics.MATCH_REQUESTED).isEmpty());
            String bulk = ladderRequests(runner, Topics.MATCH_REQUESTED).getFirst().request().getMatchId();

            var newcomer = RunnerDouble.entry(slug, "newcomer", 1);
            runner.submit(newcomer);
            // The newcomer is listed only once the scheduler has read its submission: until then there is no count.
            await().atMost(WAIT).until(() -> Integer.valueOf(2).equals(entries(slug).get("find { it.name == 'newcomer' }.ladderMatches")));

            List<RunnerDouble.Request> newcomers = requestsOf(runner, newcomer);
            assertThat(newcomers).extracting(r -> r.request().getMatchId().substring(0, 2))
                    .as("its validation match, then its first two ladder matches").containsExactly("v-", "l-", "l-");
            assertThat(newcomers).extracting(RunnerDouble.Request::topic).containsOnly(Topics.MATCH_REQUESTED_PRIORITY);
            assertThat(ladderRequests(runner, Topics.MATCH_REQUESTED)).extracting(r -> r.request().getMatchId())
                    .as("the ladder's one bulk match, never joined by another").containsExactly(bulk);
            JsonPath matches = given().get("/api/competitions/" + slug + "/matches?limit=100").then().statusCode(200)
                    .extract().jsonPath();
            assertThat(matches.getString("find { it.id == '" + bulk + "' }.state"))
                    .as("the ladder was at its cap all along").isEqualTo("running");
            assertThat(matches.getList("findAll { it.seats.any { s -> s.entryId == '" + newcomer.getEntryId() + "' } }.lane"))
                    .containsExactly("priority", "priority", "priority");
            assertThat(matches.getString("find { it.id == '" + bulk + "' }.lane")).isEqualTo("bulk");
        }
    }

    @Test
    void aPriorityMatchReissuedAfterItsLeaseLapsedJumpsTheQueueAgain() throws Exception {
        String slug = RunnerDouble.slug("rejump");
        SchedulerApi.createCompetition(slug, Map.of("phase", "official", "ladderConcurrency", 0));
        // The first attempt's runner falls silent (killed with -9); the second attempt is played.
        try (var runner = new RunnerDouble(slug, "double", (topic, r) -> r.getAttempt() == 1 ? Optional.empty()
                : Optional.of(RunnerDouble.completed(r, "double", 5)), false)) {
            runner.submit(RunnerDouble.entry(slug, "retried", 1));
            await().atMost(WAIT).until(() -> "ready".equals(entries(slug).getString("[0].status")));

            assertThat(runner.requests()).extracting(r -> r.request().getAttempt()).containsExactly(1, 2);
            assertThat(runner.requests()).extracting(RunnerDouble.Request::topic).containsOnly(Topics.MATCH_REQUESTED_PRIORITY);
        }
    }
}
