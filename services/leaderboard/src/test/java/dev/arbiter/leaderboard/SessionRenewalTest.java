package dev.arbiter.leaderboard;

import dev.arbiter.leaderboard.support.PlatformSignIn;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A viewer active only on the leaderboard's pages stays signed in: a session past half its lifetime comes back
 * renewed, as the sign-in cookie; an ended one does not.
 */
@QuarkusTest
class SessionRenewalTest {

    private static final String INFO = "/api/leaderboard/info";

    @Test
    void aSessionPastHalfItsLifetimeGetsARenewedCookie() {
        String old = PlatformSignIn.session("renewed-viewer", Instant.now().minus(Duration.ofMinutes(40)));

        Response answer = given().cookie("arbiter-session", old).get(INFO);

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.getHeader("Set-Cookie")).as("renewed as the sign-in writes it").contains("HTTPOnly", "SameSite=Strict", "Path=/");
        var renewed = PlatformSignIn.read(answer.getCookie("arbiter-session")).orElseThrow();
        assertThat(renewed).returns("renewed-viewer", s -> s.username()).matches(s -> s.issuedAt().isAfter(Instant.now().minusSeconds(60)), "issued now");
    }

    @Test
    void aYoungSessionKeepsItsCookie() {
        Response answer = given().cookie("arbiter-session", PlatformSignIn.session("young-viewer")).get(INFO);

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.getDetailedCookie("arbiter-session")).isNull();
    }

    @Test
    void anEndedSessionIsNotRenewed() {
        String old = PlatformSignIn.session("ended-viewer", Instant.now().minus(Duration.ofMinutes(40)));
        PlatformSignIn.endSessions("ended-viewer", System.currentTimeMillis());

        await().atMost(Duration.ofSeconds(20)).until(() -> given().cookie("arbiter-session", old).get(INFO).statusCode() == 401);
        Response answer = given().cookie("arbiter-session", old).get(INFO);

        assertThat(answer.statusCode()).isEqualTo(401);
        assertThat(answer.getDetailedCookie("arbiter-session")).isNull();
    }
}
