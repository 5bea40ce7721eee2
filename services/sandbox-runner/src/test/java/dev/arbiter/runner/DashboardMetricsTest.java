package dev.arbiter.runner;

import dev.arbiter.testing.DashboardMetrics;
import dev.arbiter.testing.KafkaTestResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/** Every metric the Grafana dashboard queries from a runner is on its /q/metrics from the start. */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
class DashboardMetricsTest {

    @Test
    void everyDashboardMetricOfTheRunnerIsExported() {
        assertThat(DashboardMetrics.metricsOf("sandbox-runner")).contains("arbiter_runner_sandbox_start_seconds_bucket",
                "arbiter_runner_move_seconds_bucket", "arbiter_runner_busy_slots");
        String scrape = given().get("/q/metrics").then().statusCode(200).extract().asString();
        assertThat(DashboardMetrics.missingFrom(scrape, "sandbox-runner")).isEmpty();
    }
}
