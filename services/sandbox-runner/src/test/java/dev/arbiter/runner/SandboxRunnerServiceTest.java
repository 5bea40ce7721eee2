package dev.arbiter.runner;

import dev.arbiter.testing.KafkaTestResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/** Runs with worker slots at their default {@code 0} and the default backend, {@code local}: tests isolate entries as production does. */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
class SandboxRunnerServiceTest {

    /** The default slots: two cores a match, at least one slot. */
    private static final int SLOTS = Math.max(1, Runtime.getRuntime().availableProcessors() / 2);

    @Test
    void infoEndpointResolvesZeroWorkerSlotsToTwoCoresAMatch() {
        given()
                .when().get("/api/runner/info")
                .then()
                .statusCode(200)
                .body("service", equalTo("arbiter-sandbox-runner"))
                .body("version", equalTo(System.getProperty("expected.version")))
                .body("backend", equalTo("local"))
                .body("configuredWorkerSlots", equalTo(0))
                .body("workerSlots", equalTo(SLOTS));
    }

    @Test
    void readinessCheckIsUpAndReportsBackendAndSlots() {
        given()
                .when().get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.find { it.name == 'sandbox-runner-capacity' }.data.backend", equalTo("local"))
                .body("checks.find { it.name == 'sandbox-runner-capacity' }.data.workerSlots", equalTo(SLOTS));
    }

    @Test
    void readinessFollowsTheBrokerAndMetricsShowBusySlots() {
        given()
                .when().get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("checks.find { it.name == 'Kafka connection health check' }.status", equalTo("UP"));
        given()
                .when().get("/q/metrics")
                .then()
                .statusCode(200)
                .body(containsString("arbiter_runner_busy_slots"));
    }
}
