package dev.arbiter.scheduler;

import dev.arbiter.judge.seed.SeedCommitment;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A match commits to its seeds before it is played: its public view shows the SHA-256 commitment and no seed. Once a
 * ladder match has ended, the view and {@code match.recorded} reveal the seeds and the salt, and they hash to the
 * commitment shown before; a validation match keeps its seats' seeds hidden while the competition is open.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class SeedCommitmentTest {

    private static final Duration WAIT = Duration.ofSeconds(60);

    private static JsonPath publicView(String id) {
        return given().get("/api/scheduler/matches/" + id).then().statusCode(200).extract().jsonPath();
    }

    @Test
    void aLadderMatchRevealsSeedsThatHashToTheCommitmentItsPageShowedBeforeItWasPlayed() throws Exception {
        String slug = RunnerDouble.slug("seeds");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 1));
        // Validation matches finish at once; ladder matches keep playing until the test ends them.
        try (var runner = new RunnerDouble(slug, "runner-seeds", (topic, r) -> r.getMatchId().startsWith("v-")
                ? Optional.of(RunnerDouble.completed(r, "runner-seeds", 1)) : Optional.empty(), true)) {
            runner.submit(RunnerDouble.entry(slug, "alpha", 1));
            runner.submit(RunnerDouble.entry(slug, "beta", 1));
            await().atMost(WAIT).until(() -> runner.seen().stream().anyMatch(r -> r.getMatchId().startsWith("l-")));
            MatchRequest ladder = runner.seen().stream().filter(r -> r.getMatchId().startsWith("l-")).findFirst().orElseThrow();
            MatchRequest validation = runner.seen().stream().filter(r -> r.getMatchId().startsWith("v-")).findFirst().orElseThrow();

            JsonPath before = publicView(ladder.getMatchId());
            String commitment = before.getString("seedCommitment");
            assertThat(commitment).matches("[0-9a-f]{64}").isEqualTo(ladder.getSeedCommitment());
            assertThat(before.getString("seed")).isNull();
            assertThat(before.getString("seedOpening")).isNull();
            assertThat(before.getList("seatSeeds")).isNull();
            assertThat(ladder.getSeatSeedsList()).hasSize(2).doesNotContain(ladder.getSeed());

            runner.finish(RunnerDouble.completed(ladder, "runner-seeds", 3, 1));
            await().atMost(WAIT).until(() -> publicView(ladder.getMatchId()).getString("seedOpening") != null);

            JsonPath after = publicView(ladder.getMatchId());
            String opening = after.getString("seedOpening");
            assertThat(SeedCommitment.opens(opening, commitment)).as(opening).isTrue();
            assertThat(after.getLong("seed")).isEqualTo(ladder.getSeed());
            assertThat(after.getList("seatSeeds", Long.class)).isEqualTo(ladder.getSeatSeedsList());
            assertThat(after.getString("replay")).contains("--seed " + ladder.getSeed())
                    .contains("--player-seed " + ladder.getSeatSeeds(0) + " --player-seed " + ladder.getSeatSeeds(1));

            var recorded = KafkaTestBroker.shared().awaitRecord(Topics.MATCH_RECORDED, r -> ladder.getMatchId().equals(r.key()), WAIT)
                    .map(r -> parse(r.value()).getResult()).orElseThrow();
            var revealed = new SeedCommitment(HexFormat.of().parseHex(recorded.getSeedSalt()), recorded.getSeed(),
                    recorded.getSeatSeedsList());
            assertThat(revealed.commitment()).isEqualTo(commitment).isEqualTo(recorded.getSeedCommitment());

            JsonPath validated = publicView(validation.getMatchId());
            assertThat(validated.getString("state")).isEqualTo("finished");
            assertThat(validated.getString("seedCommitment")).isEqualTo(validation.getSeedCommitment());
            assertThat(validated.getLong("seed")).as("the game's seed, as its transcript shows").isEqualTo(validation.getSeed());
            assertThat(validated.getList("seatSeeds")).as("validation seeds stay hidden while the competition is open").isNull();
            assertThat(validated.getString("seedOpening")).isNull();
        }
    }

    @Test
    void aValidationMatchsSeatSeedsAreRevealedWhenItsCompetitionCloses() throws Exception {
        String slug = RunnerDouble.slug("closing");
        SchedulerApi.createCompetition(slug, Map.of("validationMode", "self", "ladderConcurrency", 0));
        try (var runner = new RunnerDouble(slug, "runner-close", r -> Optional.of(RunnerDouble.completed(r, "runner-close", 1, 1)))) {
            runner.submit(RunnerDouble.entry(slug, "alpha", 1));
            await().atMost(WAIT).until(() -> !runner.seen().isEmpty()
                    && "finished".equals(publicView(runner.seen().getFirst().getMatchId()).getString("state")));
            String id = runner.seen().getFirst().getMatchId();
            assertThat(publicView(id).getList("seatSeeds")).as("open: hidden").isNull();

            SchedulerApi.organiser().contentType("text/plain").body("closed").put("/api/competitions/" + slug + "/phase")
                    .then().statusCode(200);

            JsonPath closed = publicView(id);
            assertThat(closed.getList("seatSeeds", Long.class)).isEqualTo(runner.seen().getFirst().getSeatSeedsList());
            assertThat(SeedCommitment.opens(closed.getString("seedOpening"), closed.getString("seedCommitment"))).isTrue();
            var resent = KafkaTestBroker.shared().awaitRecord(Topics.MATCH_RECORDED, r -> id.equals(r.key())
                    && !parse(r.value()).getResult().getSeedOpening().isEmpty(), WAIT).map(r -> parse(r.value()).getResult());
            assertThat(resent).as("the outcome goes out again with the reveal").isPresent();
            assertThat(resent.orElseThrow().getSeedOpening()).isEqualTo(closed.getString("seedOpening"));
        }
    }

    @Test
    void everySeatOfEveryMatchHasASeedOfItsOwnAndTheCommitmentsDiffer() throws Exception {
        String slug = RunnerDouble.slug("seats");
        SchedulerApi.createCompetition(slug, Map.of("validationMode", "self", "phase", "official", "ladderConcurrency", 0));
        try (var runner = new RunnerDouble(slug, "runner-seats", r -> Optional.of(RunnerDouble.completed(r, "runner-seats", 1, 1)))) {
            runner.submit(RunnerDouble.entry(slug, "alpha", 1));
            runner.submit(RunnerDouble.entry(slug, "alpha", 2));
            await().atMost(WAIT).until(() -> runner.seen().size() >= 2);
            List<MatchRequest> seen = runner.seen();
            List<Long> seeds = seen.stream().flatMap(r -> java.util.stream.Stream.concat(java.util.stream.Stream.of(r.getSeed()),
                    r.getSeatSeedsList().stream())).toList();
            assertThat(seeds).hasSize(6).doesNotHaveDuplicates();
            assertThat(seen.get(0).getSeedCommitment()).isNotEqualTo(seen.get(1).getSeedCommitment());
        }
    }

    private static MatchRecorded parse(byte[] bytes) {
        try {
            return MatchRecorded.parseFrom(bytes);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
