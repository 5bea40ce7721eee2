package dev.arbiter.scheduler;

import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.RankingMethod;
import dev.arbiter.proto.v1.RoundPublished;
import dev.arbiter.proto.v1.StandingRow;
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
 * A Taboo competition ranks by the lowest total (taboo.md §7: a game scores its guesses) even when the
 * organiser does not say so. The runner double answers as a runner playing Taboo does: one seat, its score
 * the guesses it took; "sharp" needs 3 per game, "vague" 14.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class TabooCompetitionTest {

    private static final Duration WAIT = Duration.ofSeconds(40);
    private static final Map<String, Double> GUESSES = Map.of("sharp", 3.0, "vague", 14.0);

    private static Optional<MatchResult> guesses(MatchRequest r) {
        return Optional.of(RunnerDouble.completed(r, "taboo-runner", GUESSES.get(r.getSeats(0).getName())));
    }

    private static JsonPath get(String path) {
        return organiser().get(path).then().statusCode(200).extract().jsonPath();
    }

    @Test
    void aTabooCompetitionRanksTheLowerTotalFirstOnTheLadderAndInAnOfficialRound() throws Exception {
        String slug = RunnerDouble.slug("taboo");
        // No ranking method given: the game's own applies.
        organiser().body(Map.of("slug", slug, "title", "Cities", "game", "taboo", "instancesPerEntry", 2, "ladderConcurrency", 2))
                .post("/api/competitions").then().statusCode(201);
        assertThat(get("/api/competitions/" + slug).getString("rankingMethod")).isEqualTo("lowest-total");
        CompetitionUpdated announced = CompetitionUpdated.parseFrom(KafkaTestBroker.shared()
                .awaitRecord(Topics.COMPETITION_UPDATED, r -> slug.equals(r.key()), WAIT).orElseThrow().value());
        assertThat(announced.getRankingMethod()).as("what the leaderboard ranks its ladder by").isEqualTo(RankingMethod.RANKING_METHOD_LOWEST_TOTAL);

        try (var runner = new RunnerDouble(slug, "taboo-runner", TabooCompetitionTest::guesses)) {
            runner.submit(RunnerDouble.entry(slug, "vague", 1));
            runner.submit(RunnerDouble.entry(slug, "sharp", 1));
            await().atMost(WAIT).until(() -> get("/api/scheduler/competitions/" + slug + "/entries")
                    .getList("ladderMatches", Integer.class).equals(List.of(2, 2)));
            assertThat(runner.seen()).extracting(r -> r.getGame().getBuiltin()).containsOnly("taboo");

            JsonPath ladder = get("/api/scheduler/competitions/" + slug + "/ladder");
            assertThat(ladder.getList("entry")).containsExactly("sharp", "vague");
            assertThat(ladder.getList("scoreTotal", Double.class)).containsExactly(6.0, 28.0);

            organiser().contentType("text/plain").body("official").put("/api/competitions/" + slug + "/phase").then().statusCode(200);
            String round = organiser().body(Map.of("name", "Final", "seed", 2017)).post("/api/competitions/" + slug + "/rounds")
                    .then().statusCode(201).extract().path("id");
            await().atMost(WAIT).until(() -> "complete".equals(get("/api/rounds/" + round).getString("state")));
            JsonPath view = get("/api/rounds/" + round);
            assertThat(view.getString("format")).isEqualTo("instances");
            assertThat(view.getList("standings.entry")).containsExactly("sharp", "vague");
            assertThat(view.getList("standings.rank", Integer.class)).containsExactly(1, 2);

            organiser().post("/api/rounds/" + round + "/publication").then().statusCode(200);
            RoundPublished published = RoundPublished.parseFrom(KafkaTestBroker.shared().awaitRecord(Topics.ROUND_PUBLISHED,
                    r -> round.equals(r.key()), WAIT).orElseThrow().value());
            assertThat(published.getStandingsList()).extracting(StandingRow::getEntryName).containsExactly("sharp", "vague");
        }
    }

    @Test
    void anOrganisersExplicitRankingMethodStillWins() {
        String slug = RunnerDouble.slug("taboo-sum");
        organiser().body(Map.of("slug", slug, "title", "Cities", "game", "taboo", "rankingMethod", "mean", "ladderConcurrency", 0))
                .post("/api/competitions").then().statusCode(201);
        assertThat(get("/api/competitions/" + slug).getString("rankingMethod")).isEqualTo("mean");
        String rps = RunnerDouble.slug("rps-default");
        SchedulerApi.createCompetition(rps, Map.of("ladderConcurrency", 0));
        assertThat(get("/api/competitions/" + rps).getString("rankingMethod")).as("LMC1: its spec's ranking")
                .isEqualTo("mean-score-per-turn");
    }
}
