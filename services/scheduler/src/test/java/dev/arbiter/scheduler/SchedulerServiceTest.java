package dev.arbiter.scheduler;

import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class SchedulerServiceTest {

    /** The %test profile sets lease-duration=3s (short form) and max-attempts=2. */
    @Test
    void infoEndpointReportsConfiguredLeasePolicy() {
        given()
                .when().get("/api/scheduler/info")
                .then()
                .statusCode(200)
                .body("service", equalTo("arbiter-scheduler"))
                .body("version", equalTo(System.getProperty("expected.version")))
                .body("leaseDuration", equalTo("PT3S"))
                .body("maxAttempts", equalTo(2));
    }

    @Test
    void readinessCheckIsUpAndReportsLeasePolicy() {
        given()
                .when().get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.find { it.name == 'scheduler-lease-policy' }.status", equalTo("UP"))
                .body("checks.find { it.name == 'scheduler-lease-policy' }.data.leaseDuration", equalTo("PT3S"))
                .body("checks.find { it.name == 'scheduler-lease-policy' }.data.maxAttempts", equalTo(2));
    }

    @Test
    void readinessCoversTheDatabaseAndTheBroker() {
        given()
                .when().get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("checks.find { it.name == 'Database connections health check' }.status", equalTo("UP"))
                .body("checks.find { it.name == 'Kafka connection health check' }.status", equalTo("UP"));
    }

    @Test
    void metricsExposeLeaseExpiriesRetriesAndQueueLag() {
        given()
                .when().get("/q/metrics")
                .then()
                .statusCode(200)
                .body(containsString("arbiter_scheduler_matches{state=\"requested\"}"))
                .body(containsString("arbiter_scheduler_matches{state=\"infrastructure-error\"}"))
                .body(containsString("arbiter_scheduler_lease_expiries_total"))
                .body(containsString("arbiter_scheduler_match_retries_total"))
                .body(containsString("arbiter_scheduler_queue_lag_seconds"));
    }

    /** Other tests' matches move the same meters, so the proof is "at least one more", never an exact value. */
    @Test
    void aFinishedMatchMovesTheStateGaugeTheVerdictCounterAndTheDurationTimer() throws Exception {
        String finished = "arbiter_scheduler_matches{state=\"finished\"}";
        String ok = "arbiter_scheduler_verdicts_total{verdict=\"ok\"}";
        String timed = "arbiter_scheduler_match_duration_seconds_count{state=\"finished\"}";
        Map<String, Double> before = metrics(finished, ok, timed);
        String slug = RunnerDouble.slug("metrics");
        SchedulerApi.createCompetition(slug, Map.of("phase", "official", "ladderConcurrency", 0));
        try (var runner = new RunnerDouble(slug, "runner-m", r -> Optional.of(RunnerDouble.completed(r, "runner-m", 4)))) {
            runner.submit(RunnerDouble.entry(slug, "measured", 1));

            // The state gauge is refreshed from the database every few seconds.
            await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
                Map<String, Double> after = metrics(finished, ok, timed);
                assertThat(after.get(finished)).isGreaterThanOrEqualTo(before.get(finished) + 1);
                assertThat(after.get(ok)).isGreaterThanOrEqualTo(before.get(ok) + 1);
                assertThat(after.get(timed)).isGreaterThanOrEqualTo(before.get(timed) + 1);
            });
        }
    }

    /** The current value of each named series on /q/metrics; 0 for one not registered yet. */
    private static Map<String, Double> metrics(String... series) {
        String text = given().get("/q/metrics").then().statusCode(200).extract().asString();
        Map<String, Double> values = new HashMap<>();
        for (String name : series) {
            values.put(name, text.lines().filter(line -> line.startsWith(name + " "))
                    .mapToDouble(line -> Double.parseDouble(line.substring(name.length() + 1).strip()))
                    .findFirst().orElse(0));
        }
        return values;
    }

    /** Without the gateway too (a cluster's ingress): pages, API answers and files carry the security headers. */
    @Test
    void everyAnswerCarriesTheSecurityHeaders() {
        for (String path : java.util.List.of("/organiser", "/api/scheduler/info", "/static/scheduler/organiser.css", "/no-such-page")) {
            dev.arbiter.web.SecurityHeaders.all().forEach((name, value) ->
                    given().redirects().follow(false).when().get(path).then().header(name, value));
        }
    }
}
