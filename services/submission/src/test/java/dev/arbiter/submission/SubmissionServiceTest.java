package dev.arbiter.submission;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.containsString;

@QuarkusTest
class SubmissionServiceTest {

    /** The %test profile sets a 1 MiB limit and stores artefacts under target/test-artefacts (blob-store). */
    private static final String TEST_STORAGE = Path.of("target/test-artefacts").toAbsolutePath().normalize().toString();

    @Test
    void infoEndpointReportsConfiguredUploadLimitAndNoHostPath() {
        given()
                .when().get("/api/submissions/info")
                .then()
                .statusCode(200)
                .body("service", equalTo("arbiter-submission"))
                .body("version", equalTo(System.getProperty("expected.version")))
                .body("maxUploadBytes", equalTo(1_048_576))
                .body("storageDirectory", nullValue())
                .body(not(containsString(TEST_STORAGE)));
    }

    @Test
    void readinessCoversBlobStoreDatabaseAndKafkaAndAllAreUp() {
        given()
                .when().get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItems("submission-storage", "Database connections health check",
                        "Kafka connection health check"))
                .body("checks.find { it.name == 'submission-storage' }.data.blobStore", equalTo(TEST_STORAGE));
    }

    @Test
    void theOpenApiDocumentDescribesTheIssuesEndpointsAndNotThePages() {
        given()
                .when().get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .body("paths", hasKey("/api/accounts"))
                .body("paths", hasKey("/api/tokens"))
                .body("paths", hasKey("/api/competitions/{slug}/entries"))
                .body("paths", hasKey("/api/entries/{id}"))
                .body("paths", not(hasKey("/competitions/{slug}/upload")))
                .body("paths.'/api/competitions/{slug}/entries'.post.responses", hasKey("413"))
                .body("components.securitySchemes.bearer.scheme", equalTo("bearer"))
                .body("components.securitySchemes.basic.scheme", equalTo("basic"));
        given().when().get("/q/swagger-ui").then().statusCode(404);
    }

    /** Without the gateway too (a cluster's ingress): pages, API answers and files carry the security headers. */
    @Test
    void everyAnswerCarriesTheSecurityHeaders() {
        for (String path : java.util.List.of("/login", "/api/submissions/info", "/static/submission/site.css", "/no-such-page")) {
            dev.arbiter.web.SecurityHeaders.all().forEach((name, value) ->
                    given().redirects().follow(false).when().get(path).then().header(name, value));
        }
    }
}
