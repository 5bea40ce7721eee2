package dev.arbiter.scheduler;

import dev.arbiter.scheduler.support.ApiTokens;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static dev.arbiter.scheduler.support.AccountFacts.PLATFORM;
import static dev.arbiter.scheduler.support.AccountFacts.announce;
import static dev.arbiter.scheduler.support.AccountFacts.producer;
import static dev.arbiter.scheduler.support.AccountFacts.announceRevoked;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The scheduler signs nobody in: it reads the submission service's session cookie and API tokens and nothing
 * else. Each test is an attack on that: a password sent here, a sign-in form posted here, a token the submission
 * service revoked, a token sealed with another key, a contestant's token on an organiser operation.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class SignInAttacksTest {

    private static final Duration WAIT = Duration.ofSeconds(30);

    private static String unique(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    private static Response createCompetition(String authorization, String slug) {
        return given().header("Authorization", authorization).contentType("application/json")
                .body(Map.of("slug", slug, "title", "Attack " + slug, "game", "rps", "ladderConcurrency", 0))
                .post("/api/competitions");
    }

    private static String basic(String username, String password) {
        return "Basic " + java.util.Base64.getEncoder().encodeToString((username + ":" + password).getBytes());
    }

    @Test
    void basicAuthOnAnOrganiserApiIsRefusedEvenWithTheFormerlyConfiguredOrganisersPassword() {
        // organiser / organiser-secret was the scheduler's own basic-auth organiser in the test profile.
        createCompetition(basic("organiser", "organiser-secret"), unique("basic")).then().statusCode(401);
        given().header("Authorization", basic("organiser", "organiser-secret")).get("/api/competitions").then().statusCode(401);
    }

    @Test
    void aSignInFormPostedToTheSchedulerSignsNobodyIn() {
        // Whatever the password, the scheduler has no form login: no session cookie comes back from here.
        for (String password : List.of("organiser-secret", "test-sign-in", "")) {
            var answer = given().redirects().follow(false).formParam("j_username", "organiser").formParam("j_password", password)
                    .post("/j_security_check");
            assertThat(answer.getCookie("arbiter-session")).as("session cookie after password %s", password).isNull();
            assertThat(answer.statusCode()).isNotEqualTo(302);
        }
    }

    @Test
    void aTokenTheSubmissionServiceRevokedIsRefused() throws Exception {
        String ola = unique("ola");
        var token = ApiTokens.issue(ola);
        try (var producer = producer()) {
            long now = System.currentTimeMillis();
            announce(producer, PLATFORM, ola, "organiser", now);
            await().atMost(WAIT).until(() -> createCompetition(token.bearer(), unique("live")).statusCode() == 201);

            announceRevoked(producer, PLATFORM, ola, "organiser", now, List.of(token.id()));
            await().atMost(WAIT).until(() -> createCompetition(token.bearer(), unique("revoked")).statusCode() == 401);
            // Another token of the same account still works: the revocation names one token, not the account.
            createCompetition(ApiTokens.issue(ola).bearer(), unique("other")).then().statusCode(201);
        }
    }

    @Test
    void aTokenSealedWithAnotherKeyIsRefused() throws Exception {
        String oda = unique("oda");
        try (var producer = producer()) {
            announce(producer, PLATFORM, oda, "organiser", System.currentTimeMillis());
            await().atMost(WAIT).until(() -> createCompetition(ApiTokens.issue(oda).bearer(), unique("real")).statusCode() == 201);
        }
        createCompetition("Bearer " + ApiTokens.forged(oda), unique("forged")).then().statusCode(401);
        String altered = ApiTokens.issue(oda).token() + "A";
        createCompetition("Bearer " + altered, unique("altered")).then().statusCode(401);
    }

    @Test
    void aContestantsTokenCannotDoOrganiserActions() throws Exception {
        String cid = unique("cid");
        var token = ApiTokens.issue(cid);
        try (var producer = producer()) {
            announce(producer, PLATFORM, cid, "contestant", System.currentTimeMillis());
        }
        // Signed in (its public reads work), but no organiser: refused with 403, not asked to sign in.
        given().header("Authorization", token.bearer()).get("/api/competitions").then().statusCode(200);
        createCompetition(token.bearer(), unique("contestant")).then().statusCode(403);
        // Nor does a name make an organiser: a token named like the former configured organiser is a contestant's.
        createCompetition(ApiTokens.issue("organiser").bearer(), unique("named")).then().statusCode(403);
    }
}
