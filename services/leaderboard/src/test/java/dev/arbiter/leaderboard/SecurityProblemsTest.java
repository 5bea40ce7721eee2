package dev.arbiter.leaderboard;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.util.Base64;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

/**
 * Quarkus security's refusals answer as every other error does, with an RFC 9457 problem. Nothing on the
 * leaderboard needs signing in, so what it refuses is credentials it does not accept.
 */
@QuarkusTest
class SecurityProblemsTest {

    private static final String PROBLEMS = "https://arbiter.dev/problems/";

    @Test
    void aPasswordSentToTheLeaderboardIsAnUnauthenticatedProblemWithItsChallenge() {
        String basic = "Basic " + Base64.getEncoder().encodeToString("alice:test-password".getBytes());
        given().header("Authorization", basic).get("/api/leaderboard/info").then().statusCode(401)
                .contentType("application/problem+json")
                .header("WWW-Authenticate", startsWith("Bearer"))
                .body("type", equalTo(PROBLEMS + "unauthenticated"))
                .body("title", equalTo("Authentication required"))
                .body("status", equalTo(401))
                .body("instance", equalTo("/api/leaderboard/info"));
    }

    @Test
    void aTokenThePlatformDidNotIssueIsAnUnauthenticatedProblem() {
        given().header("Authorization", "Bearer forged").get("/api/leaderboard/info").then().statusCode(401)
                .contentType("application/problem+json")
                .body("type", equalTo(PROBLEMS + "unauthenticated"));
    }
}
