package dev.arbiter.submission.rest;

import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

/**
 * Quarkus security's refusals answer as every other error does, with an RFC 9457 problem whose {@code type} a
 * script can branch on; a browser that opens a page without signing in is still sent to the sign-in page.
 */
@QuarkusTest
class SecurityProblemsTest {

    private static final String PROBLEMS = "https://arbiter.dev/problems/";
    private static final String PASSWORD_CHANGE = "/api/accounts/me/password";

    @Test
    void anAnonymousCallToASignedInApiIsAnUnauthenticatedProblemWithItsChallenge() {
        given().contentType(ContentType.JSON).body(Map.of("currentPassword", "x", "newPassword", "y"))
                .put(PASSWORD_CHANGE).then().statusCode(401)
                .contentType("application/problem+json")
                .header("WWW-Authenticate", startsWith("Bearer"))
                .body("type", equalTo(PROBLEMS + "unauthenticated"))
                .body("status", equalTo(401))
                .body("instance", equalTo(PASSWORD_CHANGE));
    }

    @Test
    void aPasswordAnywhereButTokenCreationIsAnUnauthenticatedProblem() {
        Contestant lea = Contestants.register("lea");
        given().auth().preemptive().basic(lea.username(), lea.password()).contentType(ContentType.JSON)
                .body(Map.of("currentPassword", lea.password(), "newPassword", "a new horse battery"))
                .put(PASSWORD_CHANGE).then().statusCode(401)
                .contentType("application/problem+json")
                .body("type", equalTo(PROBLEMS + "unauthenticated"));
    }

    @Test
    void aContestantOnAnOrganiserApiIsAForbiddenProblem() {
        Contestant max = Contestants.register("max");
        given().auth().oauth2(max.token()).contentType(ContentType.JSON).body(Map.of("open", false))
                .put("/api/competitions/any/uploads").then().statusCode(403)
                .contentType("application/problem+json")
                .body("type", equalTo(PROBLEMS + "forbidden"))
                .body("detail", containsString("role"));
    }

    @Test
    void aBrowserOpeningAPageWithoutSigningInIsStillSentToSignIn() {
        given().redirects().follow(false).accept("text/html").get("/tokens").then().statusCode(302)
                .header("Location", containsString("/login"));
    }
}
