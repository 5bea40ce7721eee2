package dev.arbiter.scheduler;

import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import static io.restassured.RestAssured.given;
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
    void metricsExposeMatchesByStateLeaseExpiriesRetriesAndQueueLag() {
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
}
