package dev.arbiter.submission.rest;

import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * No script reads a cookie of ours, so none is readable by one (libs/web HttpOnlyCookies). The one Quarkus wrote
 * without the attribute was form authentication's page-to-return-to, set on a redirect to the sign-in page.
 */
@QuarkusTest
class EveryCookieIsHttpOnlyTest {

    @Test
    void everyCookieOfTheSignInJourneyIsHttpOnly() {
        var cookies = new ArrayList<String>();
        // A visitor asks for a page that needs signing in: sent to sign in, with where to come back to.
        Response toSignIn = given().redirects().follow(false).get("/tokens");
        assertThat(toSignIn.statusCode()).isEqualTo(302);
        cookies.addAll(setCookies(toSignIn));
        assertThat(cookies).as("the page to return to is remembered in a cookie")
                .anyMatch(c -> c.startsWith("quarkus-redirect-location="));
        cookies.addAll(setCookies(given().get("/register")));
        Contestant zoe = Contestants.register("zoe");
        Response signIn = given().redirects().follow(false)
                .formParam("j_username", zoe.username()).formParam("j_password", zoe.password())
                .post("/j_security_check");
        cookies.addAll(setCookies(signIn));
        assertThat(cookies).as("the redirect, pre-session and session cookies").hasSizeGreaterThanOrEqualTo(3)
                .allSatisfy(c -> assertThat(c).containsIgnoringCase("HttpOnly"));
    }

    private static List<String> setCookies(Response response) {
        return response.getHeaders().getValues("Set-Cookie");
    }
}
