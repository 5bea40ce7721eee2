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
}
