package dev.arbiter.scheduler;

import dev.arbiter.blobstore.DiskWatermarks;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.scheduler.service.CompetitionService;
import dev.arbiter.scheduler.support.StoredRecords;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Map;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;

/** Below the first free-space watermark the ladders make no matches; they resume by themselves above it. */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class DiskWatermarkLadderTest {

    @Inject
    DiskWatermarks disk;
    @Inject
    CompetitionService competitions;

    @Test
    void aNearlyFullDiskPausesTheLaddersUntilSpaceIsFreed() throws Exception {
        String slug = RunnerDouble.slug("disk-full");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 0));
        disk.pretendFree(1L << 30); // 1 GiB: under the 2 GiB ladders need, over the 512 MiB matches need
        try {
            QuarkusTransaction.requiringNew().run(() -> {
                Competition c = competitions.find(slug);
                StoredRecords.ready(c, "a");
                StoredRecords.ready(c, "b");
                c.ladderConcurrency = 2;
            });
            Thread.sleep(3000); // three ladder ticks
            assertThat(ladderMatches(slug)).isZero();
            given().get("/q/metrics").then().statusCode(200)
                    .body(containsString("arbiter_disk_level 1.0")).body(containsString("arbiter_disk_free_bytes 1.073741824E9"));
        } finally {
            disk.pretendFree(null);
        }

        await().atMost(Duration.ofSeconds(20)).until(() -> ladderMatches(slug) > 0);
    }

    private static long ladderMatches(String slug) {
        return QuarkusTransaction.requiringNew().call(() -> Match.count("competition.slug = ?1 and kind = ?2", slug, MatchKind.LADDER));
    }
}
