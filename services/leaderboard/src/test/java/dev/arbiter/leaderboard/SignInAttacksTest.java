package dev.arbiter.leaderboard;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.util.Base64;
import java.util.List;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The leaderboard signs nobody in: it reads the submission service's session cookie and API tokens, never a
 * password, and has no sign-in form of its own.
 */
@QuarkusTest
class SignInAttacksTest {

    @Test
    void basicAuthIsRefusedEvenOnPublicReads() {
        String basic = "Basic " + Base64.getEncoder().encodeToString("alice:test-password".getBytes());
        given().header("Authorization", basic).get("/api/leaderboard/info").then().statusCode(401);
    }

    @Test
    void aSignInFormPostedToTheLeaderboardSignsNobodyIn() {
        // test-password signed anyone in through this service's own form login, which the leaderboard no longer has.
        for (String password : List.of("test-password", "")) {
            var answer = given().redirects().follow(false).formParam("j_username", "alice").formParam("j_password", password)
                    .post("/j_security_check");
            assertThat(answer.getCookie("arbiter-session")).as("session cookie after password %s", password).isNull();
            assertThat(answer.statusCode()).isNotEqualTo(302);
        }
    }
}
