package dev.arbiter.leaderboard;

import dev.arbiter.testing.DashboardMetrics;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/** Every metric the Grafana dashboard queries from the leaderboard is on its /q/metrics from the start. */
@QuarkusTest
class DashboardMetricsTest {

    @Test
    void everyDashboardMetricOfTheLeaderboardIsExported() {
        assertThat(DashboardMetrics.metricsOf("leaderboard")).contains("arbiter_leaderboard_snapshot_rebuild_seconds_max");
        String scrape = given().get("/q/metrics").then().statusCode(200).extract().asString();
        assertThat(DashboardMetrics.missingFrom(scrape, "leaderboard")).isEmpty();
    }
}
