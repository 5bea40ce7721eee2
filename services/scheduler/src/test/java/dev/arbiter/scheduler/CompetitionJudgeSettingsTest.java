package dev.arbiter.scheduler;

import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;

import static dev.arbiter.scheduler.SchedulerApi.organiser;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;

/**
 * A competition carries its LMC dialect and its judge clocks: they are checked when it is created (a typo is
 * refused by the key's name, never silently replaced by a default) and travel in every match request, where
 * the runner applies them (the runner's MatchRequestsTest plays such a request through the real broker).
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class CompetitionJudgeSettingsTest {

    @Test
    void aCompetitionsDialectAndClocksTravelInEveryMatchRequest() throws Exception {
        String slug = RunnerDouble.slug("dialect");
        var settings = new java.util.HashMap<String, Object>(Map.of("slug", slug, "title", "Speak up", "game", "rps",
                "ladderConcurrency", 0, "dialect", Map.of("lmc2.cmd.moveRequest", "speak", "lmc.cmd.new", "begin")));
        settings.putAll(Map.of("nameDeadlineMs", 4000, "moveDeadlineMs", 300, "averageWindow", 20, "averageMoveLimitMs", 150,
                "maxConsecutiveTimeouts", 5, "gameSilenceMs", 2500));
        organiser().body(settings).post("/api/competitions").then().statusCode(201);
        try (var runner = new RunnerDouble(slug, "runner-dialect", request -> Optional.empty())) {
            runner.submit(RunnerDouble.entry(slug, "alice", 1));
            await().atMost(Duration.ofSeconds(30)).until(() -> !runner.seen().isEmpty());
            MatchRequest request = runner.seen().getFirst();
            assertThat(request.getGame().getDialectMap())
                    .containsExactlyInAnyOrderEntriesOf(Map.of("lmc2.cmd.moveRequest", "speak", "lmc.cmd.new", "begin"));
            var limits = request.getLimits();
            assertThat(limits.getNameDeadlineMs()).isEqualTo(4000);
            assertThat(limits.getMoveDeadlineMs()).isEqualTo(300);
            assertThat(limits.getAverageWindow()).isEqualTo(20);
            assertThat(limits.getAverageMoveLimitMs()).isEqualTo(150);
            assertThat(limits.getMaxConsecutiveTimeouts()).isEqualTo(5);
            assertThat(limits.getGameSilenceMs()).isEqualTo(2500);
        }
    }

    @Test
    void anUnknownDialectKeyOrABadKeywordIsRefusedByName() {
        organiser().body(Map.of("slug", "typo-dialect", "title", "Typo", "game", "rps",
                        "dialect", Map.of("lmc2.cmd.moveRequst", "speak")))
                .post("/api/competitions").then().statusCode(400)
                .body(containsString("unknown LMC dialect key 'lmc2.cmd.moveRequst'"));
        organiser().body(Map.of("slug", "bad-dialect", "title", "Bad", "game", "rps",
                        "dialect", Map.of("lmc2.cmd.moveRequest", "two words")))
                .post("/api/competitions").then().statusCode(400)
                .body(containsString("LMC dialect key 'lmc2.cmd.moveRequest' must be one word"));
        organiser().body(Map.of("slug", "bad-clock", "title", "Bad clock", "game", "rps", "moveDeadlineMs", -1))
                .post("/api/competitions").then().statusCode(400);
        organiser().body(Map.of("slug", "bad-window", "title", "Bad window", "game", "rps", "averageWindow", -5))
                .post("/api/competitions").then().statusCode(400)
                .body(containsString("averageWindow must be 0 (the game's default) or more, not -5"));
    }
}
