package dev.arbiter.submission.rest;

import dev.arbiter.submission.config.SubmissionConfig;
import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Uploads;
import dev.arbiter.web.problem.ProblemType;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

/** One test per security rule: CSRF, cookies, sign-in throttling, roles, ownership, challenges. */
@QuarkusTest
class SecurityRulesTest {

    private static final String ORGANISER = "organiser";
    private static final String ORGANISER_PASSWORD = "organiser-password";
    private static final Pattern CSRF_FIELD = Pattern.compile("name=\"csrf-token\" value=\"([^\"]+)\"");

    @Inject
    SubmissionConfig config;

    @Test
    void aFormPostWithoutTheMatchingCsrfTokenIsRefused() {
        Response page = given().get("/register");
        String cookie = page.getCookie("arbiter-csrf");
        String token = csrfFieldOf(page.asString());
        // Bound to the pre-session cookie by an HMAC, not a copy of it: knowing the cookie is not knowing the token.
        assertThat(token).isNotEqualTo(cookie);
        Map<String, String> form = Map.of("username", "csrf-" + System.nanoTime() % 100000, "email", "c@example.org",
                "password", Contestants.PASSWORD);

        given().cookie("arbiter-csrf", cookie).formParams(form).post("/register")
                .then().statusCode(403).body("type", equalTo(ProblemType.BASE + "csrf"));
        given().cookie("arbiter-csrf", cookie).formParams(form).formParam("csrf-token", "forged" + token.substring(6))
                .post("/register").then().statusCode(403);
        given().redirects().follow(false).cookie("arbiter-csrf", cookie).formParams(form).formParam("csrf-token", token)
                .post("/register").then().statusCode(303).header("Location", containsString("/login?registered=true"));
    }

    @Test
    void sessionAndCsrfCookiesAreHttpOnlyAndSameSiteStrict() {
        Contestant ivy = Contestants.register("ivy");
        String csrfCookie = given().get("/login").getHeader("Set-Cookie");
        assertThat(csrfCookie).contains("arbiter-csrf=").containsIgnoringCase("HttpOnly").containsIgnoringCase("SameSite=Strict");

        Response signIn = given().redirects().follow(false)
                .formParam("j_username", ivy.username()).formParam("j_password", ivy.password())
                .post("/j_security_check");

        assertThat(signIn.statusCode()).isEqualTo(302);
        String sessionCookie = signIn.getHeaders().getValues("Set-Cookie").stream()
                .filter(c -> c.startsWith("arbiter-session=")).findFirst().orElseThrow();
        assertThat(sessionCookie).containsIgnoringCase("HttpOnly").containsIgnoringCase("SameSite=Strict");
    }

    @Test
    void wrongPasswordsFromOneAddressDelayItButNeverTheOwnerAtAnother() {
        Contestant jon = Contestants.register("jon");
        for (int i = 0; i < 5; i++) {
            given().header("X-Forwarded-For", "203.0.113.20").auth().preemptive().basic(jon.username(), "wrong password " + i)
                    .post("/api/tokens").then().statusCode(401);
        }

        // The guessing address must wait (the right password is not even looked at there) ...
        given().header("X-Forwarded-For", "203.0.113.20").auth().preemptive().basic(jon.username(), jon.password())
                .post("/api/tokens").then().statusCode(401);
        // ... but the owner, elsewhere, signs in at once, and so does another account from the guessing address.
        given().header("X-Forwarded-For", "198.51.100.20").auth().preemptive().basic(jon.username(), jon.password())
                .post("/api/tokens").then().statusCode(201);
        Contestant kim = Contestants.register("kim");
        given().header("X-Forwarded-For", "203.0.113.20").auth().preemptive().basic(kim.username(), kim.password())
                .post("/api/tokens").then().statusCode(201);
    }

    @Test
    void theOrganiserSignsInFromLoopbackHoweverOftenOthersGuessedItsPassword() {
        for (int i = 0; i < 12; i++) {
            given().header("X-Forwarded-For", "203.0.113.66").auth().preemptive().basic(ORGANISER, "guess " + i)
                    .post("/api/tokens").then().statusCode(401);
        }

        given().auth().preemptive().basic(ORGANISER, ORGANISER_PASSWORD).post("/api/tokens").then().statusCode(201);
        given().redirects().follow(false).formParam("j_username", ORGANISER).formParam("j_password", ORGANISER_PASSWORD)
                .post("/j_security_check").then().statusCode(302).header("Location", not(containsString("error")));
    }

    @Test
    void behindTheGatewayFailuresFromOneClientAddressDoNotBlockAnother() {
        Contestant quin = Contestants.register("quin");
        int limit = config.signIn().maxFailuresPerAddress();
        // One client guessing many accounts (never one account often enough to lock it) through the gateway.
        for (int i = 0; i < limit; i++) {
            given().header("X-Forwarded-For", "203.0.113.7").auth().preemptive().basic("guess-" + i + "-" + quin.username(), "wrong")
                    .post("/api/tokens").then().statusCode(401);
        }

        given().header("X-Forwarded-For", "203.0.113.7").auth().preemptive().basic(quin.username(), quin.password())
                .post("/api/tokens").then().statusCode(401);
        given().header("X-Forwarded-For", "198.51.100.9").auth().preemptive().basic(quin.username(), quin.password())
                .post("/api/tokens").then().statusCode(201);
    }

    @Test
    void onlyOrganisersMayOpenOrCloseACompetition() {
        Contestant lea = Contestants.register("lea");
        given().auth().oauth2(lea.token()).contentType(ContentType.JSON).body(Map.of("open", true))
                .put("/api/competitions/closed-demo/uploads").then().statusCode(403);

        String organiser = Contestants.tokenFor(ORGANISER, ORGANISER_PASSWORD);
        try {
            given().auth().oauth2(organiser).contentType(ContentType.JSON).body(Map.of("open", true))
                    .put("/api/competitions/closed-demo/uploads").then().statusCode(200).body("open", equalTo(true));
        } finally {
            given().auth().oauth2(organiser).contentType(ContentType.JSON).body(Map.of("open", false))
                    .put("/api/competitions/closed-demo/uploads").then().statusCode(200).body("open", equalTo(false));
        }
    }

    @Test
    void basicAuthIsAcceptedOnlyToCreateAToken() {
        // The organiser's right password, on an organiser operation: refused, not merely forbidden.
        given().auth().preemptive().basic(ORGANISER, ORGANISER_PASSWORD).contentType(ContentType.JSON).body(Map.of("open", true))
                .put("/api/competitions/closed-demo/uploads").then().statusCode(401);
        Contestant noa = Contestants.register("noa");
        given().auth().preemptive().basic(noa.username(), noa.password()).get("/api/tokens").then().statusCode(401);
        given().auth().preemptive().basic(noa.username(), noa.password()).redirects().follow(false).get("/upload")
                .then().statusCode(401);

        given().auth().preemptive().basic(noa.username(), noa.password()).post("/api/tokens").then().statusCode(201);
    }

    @Test
    void onlyContestantsMayUploadEntries() {
        String organiserToken = Contestants.tokenFor(ORGANISER, ORGANISER_PASSWORD);

        Uploads.upload(organiserToken, "org-bot", "bot", Artefacts.elf()).statusCode(403);
    }

    @Test
    void anEntryIsVisibleToItsOwnerAndOrganisersOnly() {
        Contestant mia = Contestants.register("mia");
        Contestant ned = Contestants.register("ned");
        String id = Uploads.upload(mia.token(), "private-bot", "bot", Artefacts.elf()).statusCode(201).extract().path("id");

        given().auth().oauth2(ned.token()).get("/api/entries/" + id).then().statusCode(404)
                .body("type", equalTo(ProblemType.NOT_FOUND.uri())).body("instance", equalTo("/api/entries/" + id));
        given().auth().oauth2(Contestants.tokenFor(ORGANISER, ORGANISER_PASSWORD)).get("/api/entries/" + id)
                .then().statusCode(200).body("owner", equalTo(mia.username()));
        given().auth().oauth2(ned.token()).get("/api/competitions/demo/entries?mine=true")
                .then().statusCode(200).body("name", not(hasItem("private-bot")));
    }

    @Test
    void someoneElsesTokenCannotBeRevokedAndKeepsWorking() {
        Contestant oli = Contestants.register("oli");
        Contestant pam = Contestants.register("pam");
        long oliTokenId = given().auth().oauth2(oli.token()).get("/api/tokens").then().extract().jsonPath().getLong("[0].id");

        given().auth().oauth2(pam.token()).delete("/api/tokens/" + oliTokenId).then().statusCode(404);

        given().auth().oauth2(oli.token()).get("/api/tokens").then().statusCode(200).body("[0].revoked", equalTo(false));
    }

    @Test
    void someoneElsesTokenCannotBeRevokedThroughTheTokensPageForm() {
        Contestant rex = Contestants.register("rex");
        Contestant sue = Contestants.register("sue");
        long rexTokenId = given().auth().oauth2(rex.token()).get("/api/tokens").then().extract().jsonPath().getLong("[0].id");
        String sueSession = Contestants.signIn(sue);
        Response page = given().cookie("arbiter-session", sueSession).get("/tokens");

        var sueForm = given().redirects().follow(false).cookie("arbiter-session", sueSession)
                .cookie("arbiter-csrf", page.getCookie("arbiter-csrf")).formParam("csrf-token", csrfFieldOf(page.asString()));

        sueForm.post("/tokens/" + rexTokenId + "/revoke").then().statusCode(404);

        given().auth().oauth2(rex.token()).get("/api/tokens").then().statusCode(200).body("[0].revoked", equalTo(false));
        // The same form does revoke sue's own token: the 404 above was the ownership rule, not a broken form.
        long sueTokenId = given().auth().oauth2(sue.token()).get("/api/tokens").then().extract().jsonPath().getLong("[0].id");
        sueForm.post("/tokens/" + sueTokenId + "/revoke").then().statusCode(303);
        given().auth().oauth2(sue.token()).get("/api/tokens").then().statusCode(401);
    }

    @Test
    void anonymousCallersGetA401ChallengeOnTheApiAndTheSignInPageInABrowser() {
        // Only creating a token asks for the password; listing tokens, like every other call, takes a token.
        given().post("/api/tokens").then().statusCode(401).header("WWW-Authenticate", containsString("Basic"));
        given().get("/api/tokens").then().statusCode(401).header("WWW-Authenticate", containsString("Bearer"));
        given().get("/api/entries/00000000-0000-0000-0000-000000000000").then().statusCode(401)
                .header("WWW-Authenticate", containsString("Bearer"));
        given().redirects().follow(false).get("/tokens").then().statusCode(302).header("Location", containsString("/login"));
    }

    static String csrfFieldOf(String html) {
        Matcher m = CSRF_FIELD.matcher(html);
        assertThat(m.find()).as("page has a csrf-token field").isTrue();
        return m.group(1);
    }
}
