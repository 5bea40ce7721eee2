package dev.arbiter.submission.rest;

import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.web.SessionCookie;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The submission service renews a session as the scheduler and the leaderboard do (libs/web SessionRenewal): past
 * half its lifetime it comes back as a new sign-in cookie; before that, or once ended, it does not.
 */
@QuarkusTest
class SessionRenewalTest {

    /** The %test session key and the form timeout every service sets. */
    private static final SessionCookie PLATFORM = new SessionCookie("test-only-session-key-test-only-session-key", Duration.ofHours(1));

    private static String oldSession(Contestant contestant) {
        return PLATFORM.issue(contestant.username(), Instant.now().minus(Duration.ofMinutes(40)));
    }

    @Test
    void aSessionPastHalfItsLifetimeGetsARenewedCookie() {
        Contestant ida = Contestants.register("ida");

        Response answer = given().redirects().follow(false).cookie("arbiter-session", oldSession(ida)).get("/tokens");

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.getHeader("Set-Cookie")).as("renewed as the sign-in writes it").contains("HTTPOnly", "SameSite=Strict", "Path=/");
        var renewed = PLATFORM.read(answer.getCookie("arbiter-session")).orElseThrow();
        assertThat(renewed).returns(ida.username(), s -> s.username()).matches(s -> s.issuedAt().isAfter(Instant.now().minusSeconds(60)), "issued now");
    }

    @Test
    void aFreshSignInKeepsItsCookie() {
        Contestant jon = Contestants.register("jon");

        Response answer = given().redirects().follow(false).cookie("arbiter-session", Contestants.signIn(jon)).get("/tokens");

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.getDetailedCookie("arbiter-session")).isNull();
    }

    @Test
    void anEndedSessionIsNotRenewed() {
        Contestant kim = Contestants.register("kim");
        String old = oldSession(kim);
        given().auth().oauth2(kim.token()).contentType(ContentType.JSON)
                .body(Map.of("currentPassword", kim.password(), "newPassword", "a new horse battery"))
                .put("/api/accounts/me/password").then().statusCode(204);

        Response answer = given().redirects().follow(false).cookie("arbiter-session", old).get("/tokens");

        assertThat(answer.statusCode()).isEqualTo(302);
        assertThat(answer.getDetailedCookie("arbiter-session")).isNull();
    }
}
