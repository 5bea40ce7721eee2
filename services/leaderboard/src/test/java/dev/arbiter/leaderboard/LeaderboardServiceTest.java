package dev.arbiter.leaderboard;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
class LeaderboardServiceTest {

    /** The %test profile sets page-size=25 and provisional-match-count=5. */
    @Test
    void infoEndpointReportsConfiguredDisplayPolicy() {
        given()
                .when().get("/api/leaderboard/info")
                .then()
                .statusCode(200)
                .body("service", equalTo("arbiter-leaderboard"))
                .body("version", equalTo(System.getProperty("expected.version")))
                .body("provisionalMatchCount", equalTo(5))
                .body("pageSize", equalTo(25));
    }

    @Test
    void readinessCheckIsUpAndReportsDisplayPolicy() {
        given()
                .when().get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.find { it.name == 'leaderboard-display-policy' }.status", equalTo("UP"))
                .body("checks.find { it.name == 'leaderboard-display-policy' }.data.pageSize", equalTo(25));
    }

    @Test
    void readinessCoversTheDatabaseTheBrokerAndTheBlobStore() {
        given()
                .when().get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("checks.find { it.name == 'Database connections health check' }.status", equalTo("UP"))
                .body("checks.find { it.name == 'Kafka connection health check' }.status", equalTo("UP"))
                .body("checks.find { it.name == 'leaderboard-blob-store' }.status", equalTo("UP"));
    }

    @Test
    void metricsExposeResultsAndRebuilds() {
        given()
                .when().get("/q/metrics")
                .then()
                .statusCode(200)
                .body(org.hamcrest.Matchers.containsString("arbiter_leaderboard_results_total"))
                .body(org.hamcrest.Matchers.containsString("arbiter_leaderboard_sse_subscribers"));
    }

    @Test
    void theHomePageListsCompetitions() {
        given().when().get("/").then().statusCode(200).body(org.hamcrest.Matchers.containsString("<h2>Competitions</h2>"))
                .body(org.hamcrest.Matchers.containsString("Take part in three steps"));
    }

    /** Without the gateway too (a cluster's ingress): pages, API answers and files carry the security headers. */
    @Test
    void everyAnswerCarriesTheSecurityHeaders() {
        for (String path : java.util.List.of("/", "/api/leaderboard/info", "/static/leaderboard/site.css", "/no-such-page")) {
            dev.arbiter.web.SecurityHeaders.all().forEach((name, value) ->
                    given().redirects().follow(false).when().get(path).then().header(name, value));
        }
    }
}
