package dev.arbiter.submission;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

@QuarkusTest
class SubmissionServiceTest {

    /** The %test profile sets a 1 MiB limit and stores artefacts under target/test-artefacts. */
    private static final String TEST_STORAGE = Path.of("target/test-artefacts").toAbsolutePath().normalize().toString();

    @Test
    void infoEndpointReportsConfiguredUploadLimitAndStorageDirectory() {
        given()
                .when().get("/api/submissions/info")
                .then()
                .statusCode(200)
                .body("service", equalTo("arbiter-submission"))
                .body("version", equalTo(System.getProperty("expected.version")))
                .body("maxUploadBytes", equalTo(1_048_576))
                .body("storageDirectory", equalTo(TEST_STORAGE));
    }

    @Test
    void readinessCheckIsUpOnceStorageDirectoryIsCreated() {
        given()
                .when().get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItem("submission-storage"))
                .body("checks.find { it.name == 'submission-storage' }.data.storageDirectory", equalTo(TEST_STORAGE));
    }
}
