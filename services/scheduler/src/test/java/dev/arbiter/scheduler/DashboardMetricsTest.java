package dev.arbiter.scheduler;

import dev.arbiter.testing.DashboardMetrics;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** Every metric the Grafana dashboard queries from the scheduler is on its /q/metrics once a match has been played. */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class DashboardMetricsTest {

    @Test
    void everyDashboardMetricOfTheSchedulerIsExported() throws Exception {
        assertThat(DashboardMetrics.metricsOf("scheduler")).contains("arbiter_scheduler_matches_completed_total",
                "arbiter_kafka_consumer_group_lag", "arbiter_scheduler_verdicts_total",
                "arbiter_scheduler_upload_to_rated_seconds_bucket");
        String slug = RunnerDouble.slug("dashboard");
        SchedulerApi.createCompetition(slug, Map.of("phase", "official", "ladderConcurrency", 0));
        try (var runner = new RunnerDouble(slug, "runner-g", r -> Optional.of(RunnerDouble.completed(r, "runner-g", 4)))) {
            runner.submit(RunnerDouble.entry(slug, "charted", 1));
            await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> assertThat(DashboardMetrics.missingFrom(
                    given().get("/q/metrics").then().statusCode(200).extract().asString(), "scheduler")).isEmpty());
        }
    }
}
