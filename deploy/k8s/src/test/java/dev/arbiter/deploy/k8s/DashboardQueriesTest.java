package dev.arbiter.deploy.k8s;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.testing.DashboardMetrics;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every panel of the Grafana dashboard queries at least one Arbiter metric, and each such metric belongs to a
 * service whose own DashboardMetricsTest scrapes /q/metrics and proves it is exported.
 */
class DashboardQueriesTest {

    @Test
    void everyPanelQueriesMetricsThatAServiceTestProves() throws Exception {
        JsonNode dashboard = new ObjectMapper().readTree(Files.readString(DashboardMetrics.file()));
        List<String> titles = new ArrayList<>();
        for (JsonNode panel : dashboard.path("panels")) {
            titles.add(panel.path("title").asText());
            assertThat(panel.path("targets")).as(panel.path("title").asText()).isNotEmpty();
            for (JsonNode target : panel.path("targets")) {
                var metrics = DashboardMetrics.metricsIn(target.path("expr").asText());
                assertThat(metrics).as("metrics of %s", panel.path("title").asText()).isNotEmpty();
                metrics.forEach(m -> assertThat(DashboardMetrics.ownerOf(m)).as("service exporting " + m).isNotNull());
            }
        }
        assertThat(titles).contains("Matches per hour by competition", "Queue lag per consumer group", "Verdicts per minute",
                "Sandbox start latency", "Judge relay latency per move", "Upload to rated", "Rating rebuild time");
        assertThat(DashboardMetrics.expressions()).hasSizeGreaterThanOrEqualTo(titles.size());
        for (String service : List.of("submission", "scheduler", "sandbox-runner", "leaderboard")) {
            assertThat(DashboardMetrics.metricsOf(service)).as(service).isNotEmpty();
        }
    }
}
