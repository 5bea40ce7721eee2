package dev.arbiter.submission.rest;

import dev.arbiter.testing.DashboardMetrics;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/** Every metric the Grafana dashboard queries from the submission service is on its /q/metrics from the start. */
@QuarkusTest
class DashboardMetricsTest {

    @Test
    void everyDashboardMetricOfTheSubmissionServiceIsExported() {
        assertThat(DashboardMetrics.metricsOf("submission")).contains("arbiter_uploads_refused_total");
        String scrape = given().get("/q/metrics").then().statusCode(200).extract().asString();
        assertThat(DashboardMetrics.missingFrom(scrape, "submission")).isEmpty();
    }
}
