package dev.arbiter.submission.rest;

import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;

/**
 * Signing out and changing the password end a session on the server, not just in the browser that asked: a
 * copy of the session cookie (another browser, a stolen one) stops working. The scheduler and the leaderboard
 * refuse it too (their SessionRevocation tests), from the account.role fact this service announces.
 */
@QuarkusTest
class SessionRevocationTest {

    @Test
    void aCopiedSessionCookieStopsWorkingWhenItsAccountSignsOut() {
        Contestant una = Contestants.register("una");
        String session = Contestants.signIn(una);
        String copy = session;
        assertSignedIn(copy, una);

        Response page = given().cookie("arbiter-session", session).get("/tokens");
        given().redirects().follow(false).cookie("arbiter-session", session)
                .cookie("arbiter-csrf", page.getCookie("arbiter-csrf")).formParam("csrf-token", SecurityRulesTest.csrfFieldOf(page.asString()))
                .post("/logout").then().statusCode(303)
                // ...and this browser's cookie is deleted, with the path it was written with.
                .header("Set-Cookie", containsString("arbiter-session=;"))
                .header("Set-Cookie", containsString("Max-Age=0"))
                .header("Set-Cookie", containsString("Path=/"));

        assertRefused(copy);
        // Signing in again makes a session that works: only the ones issued before the sign-out ended.
        assertSignedIn(Contestants.signIn(una), una);
    }

    @Test
    void aPasswordChangeEndsEverySessionAndTheNewPasswordSignsIn() {
        Contestant val = Contestants.register("val");
        String copy = Contestants.signIn(val);
        assertSignedIn(copy, val);

        given().auth().oauth2(val.token()).contentType(ContentType.JSON)
                .body(Map.of("currentPassword", "not the password", "newPassword", "a new horse battery"))
                .put("/api/accounts/me/password").then().statusCode(400);
        assertSignedIn(copy, val);
        given().auth().oauth2(val.token()).contentType(ContentType.JSON)
                .body(Map.of("currentPassword", val.password(), "newPassword", "a new horse battery"))
                .put("/api/accounts/me/password").then().statusCode(204);

        assertRefused(copy);
        assertSignedIn(Contestants.signIn(new Contestant(val.username(), "a new horse battery", val.token())), val);
    }

    @Test
    void thePasswordPageChangesThePasswordAndEndsEverySessionToo() {
        Contestant wes = Contestants.register("wes");
        String session = Contestants.signIn(wes);
        String copy = session;
        Response page = given().cookie("arbiter-session", session).get("/password");
        var form = given().redirects().follow(false).cookie("arbiter-session", session)
                .cookie("arbiter-csrf", page.getCookie("arbiter-csrf")).formParam("csrf-token", SecurityRulesTest.csrfFieldOf(page.asString()));

        form.formParam("currentPassword", wes.password()).formParam("newPassword", "short").post("/password")
                .then().statusCode(400).body(containsString("at least 8"));
        assertSignedIn(copy, wes);
        given().redirects().follow(false).cookie("arbiter-session", session)
                .cookie("arbiter-csrf", page.getCookie("arbiter-csrf")).formParam("csrf-token", SecurityRulesTest.csrfFieldOf(page.asString()))
                .formParam("currentPassword", wes.password()).formParam("newPassword", "yet another horse")
                .post("/password").then().statusCode(303).header("Location", containsString("/login?passwordChanged=true"));

        assertRefused(copy);
        assertSignedIn(Contestants.signIn(new Contestant(wes.username(), "yet another horse", wes.token())), wes);
    }

    private static void assertSignedIn(String session, Contestant contestant) {
        given().redirects().follow(false).cookie("arbiter-session", session).get("/tokens")
                .then().statusCode(200).body(containsString(contestant.username()));
    }

    private static void assertRefused(String session) {
        given().redirects().follow(false).cookie("arbiter-session", session).get("/tokens")
                .then().statusCode(302).header("Location", containsString("/login"));
    }
}
