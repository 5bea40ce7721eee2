package dev.arbiter.scheduler;

import dev.arbiter.scheduler.support.Sessions;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

import static dev.arbiter.scheduler.support.AccountFacts.PLATFORM;
import static dev.arbiter.scheduler.support.AccountFacts.announce;
import static dev.arbiter.scheduler.support.AccountFacts.producer;
import static dev.arbiter.scheduler.support.Sessions.signIn;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * An organiser active only on the scheduler's pages stays signed in: a session past half its lifetime comes back
 * renewed, as the sign-in cookie; an ended one does not.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class SessionRenewalTest {

    private static final String COMPETITIONS = "/api/competitions";

    private static String unique(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    private static String oldSession(String username) {
        return Sessions.PLATFORM.issue(username, Instant.now().minus(Duration.ofMinutes(40)));
    }

    @Test
    void aSessionPastHalfItsLifetimeGetsARenewedCookie() {
        String username = unique("renewed");

        Response answer = given().cookie("arbiter-session", oldSession(username)).get(COMPETITIONS);

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.getHeader("Set-Cookie")).as("renewed as the sign-in writes it").contains("HTTPOnly", "SameSite=Strict", "Path=/");
        var renewed = Sessions.PLATFORM.read(answer.getCookie("arbiter-session")).orElseThrow();
        assertThat(renewed).returns(username, s -> s.username()).matches(s -> s.issuedAt().isAfter(Instant.now().minusSeconds(60)), "issued now");
    }

    @Test
    void aYoungSessionKeepsItsCookie() {
        Response answer = given().cookie("arbiter-session", signIn(unique("young"))).get(COMPETITIONS);

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.getDetailedCookie("arbiter-session")).isNull();
    }

    @Test
    void anEndedSessionIsNotRenewed() throws Exception {
        String username = unique("ended");
        String old = oldSession(username);
        long now = System.currentTimeMillis();
        try (var producer = producer()) {
            announce(producer, PLATFORM, username, "contestant", now, now);
        }

        await().atMost(Duration.ofSeconds(30)).until(() -> given().cookie("arbiter-session", old).get(COMPETITIONS).statusCode() == 401);
        Response answer = given().cookie("arbiter-session", old).get(COMPETITIONS);

        assertThat(answer.statusCode()).isEqualTo(401);
        assertThat(answer.getDetailedCookie("arbiter-session")).isNull();
    }
}
