package dev.arbiter.scheduler;

import dev.arbiter.scheduler.support.ApiTokens;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.util.Base64;
import java.util.UUID;

import static dev.arbiter.scheduler.support.Sessions.signIn;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.emptyString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

/**
 * Quarkus security's refusals answer as every other error does, with an RFC 9457 problem whose {@code type} a
 * script can branch on; a browser that opens a page without signing in is still sent to the sign-in page.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class SecurityProblemsTest {

    private static final String ORGANISERS_ONLY = "/api/scheduler/competitions/any/ladder";
    private static final String PROBLEMS = "https://arbiter.dev/problems/";

    private static String unique(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    @Test
    void anAnonymousCallToAnOrganiserApiIsAnUnauthenticatedProblemWithItsChallenge() {
        var problem = given().get(ORGANISERS_ONLY).then().statusCode(401).header("WWW-Authenticate", startsWith("Bearer"))
                .contentType("application/problem+json").extract().jsonPath();
        assertThat(problem.getString("type")).isEqualTo(PROBLEMS + "unauthenticated");
        assertThat(problem.getString("instance")).isEqualTo(ORGANISERS_ONLY);
    }

    @Test
    void credentialsThatAreNotAcceptedAreAnUnauthenticatedProblem() {
        String basic = "Basic " + Base64.getEncoder().encodeToString("organiser:organiser-secret".getBytes());
        given().header("Authorization", basic).get("/api/competitions").then().statusCode(401)
                .header("WWW-Authenticate", startsWith("Bearer")).body("type", equalTo(PROBLEMS + "unauthenticated"));
        given().header("Authorization", "Bearer not-a-token").get(ORGANISERS_ONLY).then().statusCode(401)
                .contentType("application/problem+json")
                .body("type", equalTo(PROBLEMS + "unauthenticated"));
    }

    @Test
    void aContestantOnAnOrganiserApiIsAForbiddenProblem() {
        var contestant = ApiTokens.issue(unique("contestant"));
        given().header("Authorization", contestant.bearer()).get(ORGANISERS_ONLY).then().statusCode(403)
                .contentType("application/problem+json")
                .body("type", equalTo(PROBLEMS + "forbidden"))
                .body("status", equalTo(403))
                .body("detail", containsString("role"));
    }

    @Test
    void aBrowserOpeningAnOrganiserPageWithoutSigningInIsStillSentToSignIn() {
        given().redirects().follow(false).accept("text/html").get("/organiser").then().statusCode(302)
                .header("Location", containsString("/login"))
                .body(emptyString());
    }

    @Test
    void aContestantOpeningAnOrganiserPageInABrowserGetsAForbiddenPageWithTheWayOn() {
        given().redirects().follow(false).accept("text/html,*/*;q=0.8").cookie("arbiter-session", signIn(unique("viewer")))
                .get("/organiser").then().statusCode(403)
                .contentType("text/html")
                .body(containsString("<h1>Not allowed</h1>"))
                .body(containsString("a role your account does not have"))
                .body(containsString("href=\"/competitions\""))
                .body(containsString("href=\"/upload\""))
                .body(containsString("href=\"/login\""))
                .body(containsString("/static/scheduler/organiser.css"));
    }

    @Test
    void aContestantsScriptOnAnOrganiserPageIsStillAForbiddenProblem() {
        given().redirects().follow(false).accept("*/*").cookie("arbiter-session", signIn(unique("viewer")))
                .get("/organiser").then().statusCode(403)
                .contentType("application/problem+json")
                .body("type", equalTo(PROBLEMS + "forbidden"));
    }

    @Test
    void anUnknownPageIsAnHtml404ForABrowserAndAProblemForAnApiPath() {
        given().accept("text/html").get("/no-such-page").then().statusCode(404)
                .contentType("text/html")
                .body(containsString("<h1>Page not found</h1>"))
                .body(containsString("href=\"/\""));
        given().accept("text/html").get("/api/scheduler/no-such-thing").then().statusCode(404)
                .contentType("application/problem+json")
                .body("type", equalTo(PROBLEMS + "not-found"));
    }
}
