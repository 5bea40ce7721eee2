package dev.arbiter.submission.rest;

import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Uploads;
import dev.arbiter.web.problem.ProblemType;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * The attacks the platform's one CSRF protection (libs/web, dev.arbiter.web.csrf) stops on the submission
 * service, each performed as another site's page would make a signed-in browser perform it.
 */
@QuarkusTest
class CsrfAttacksTest {

    @Test
    void aSessionFormPostWithoutOrWithAWrongTokenIsRefused() {
        Contestant ann = Contestants.register("ann");
        String session = Contestants.signIn(ann);
        String token = SecurityRulesTest.csrfFieldOf(given().cookie("arbiter-session", session).get("/tokens").asString());

        given().cookie("arbiter-session", session).formParam("label", "forged").post("/tokens")
                .then().statusCode(403).body("type", equalTo(ProblemType.BASE + "csrf"));
        given().cookie("arbiter-session", session).formParam("label", "forged").formParam("csrf-token", token + "x")
                .post("/tokens").then().statusCode(403).body("type", equalTo(ProblemType.BASE + "csrf"));
        given().cookie("arbiter-session", session).formParam("label", "real").formParam("csrf-token", token)
                .post("/tokens").then().statusCode(200);
    }

    @Test
    void aTokenFromOneUsersSessionIsRefusedForAnothersSession() {
        String annsToken = SecurityRulesTest.csrfFieldOf(given().cookie("arbiter-session",
                Contestants.signIn(Contestants.register("ann"))).get("/tokens").asString());
        String bensSession = Contestants.signIn(Contestants.register("ben"));

        given().cookie("arbiter-session", bensSession).formParam("label", "forged").formParam("csrf-token", annsToken)
                .post("/tokens").then().statusCode(403).body("type", equalTo(ProblemType.BASE + "csrf"));
    }

    @Test
    void aFormWithTheRightTokenIsStillRefusedWhenItsBrowserSaysItCameFromAnotherSite() {
        String session = Contestants.signIn(Contestants.register("cat"));
        String token = SecurityRulesTest.csrfFieldOf(given().cookie("arbiter-session", session).get("/tokens").asString());

        given().cookie("arbiter-session", session).header("Origin", "https://evil.example")
                .formParam("label", "x").formParam("csrf-token", token).post("/tokens").then().statusCode(403);
        given().cookie("arbiter-session", session).header("Sec-Fetch-Site", "cross-site")
                .formParam("label", "x").formParam("csrf-token", token).post("/tokens").then().statusCode(403);
    }

    @Test
    void aBodyWithoutADeclaredTypeStillNeedsTheToken() throws Exception {
        String session = Contestants.signIn(Contestants.register("gus"));
        // What another site's fetch(…, {method: 'POST', body: blob}) sends: a body and no Content-Type.
        var request = HttpRequest.newBuilder(URI.create("http://localhost:" + RestAssured.port + "/tokens"))
                .header("Cookie", "arbiter-session=" + session)
                .POST(HttpRequest.BodyPublishers.ofString("label=forged")).build();
        try (var client = HttpClient.newHttpClient()) {
            var response = client.send(request, HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).isEqualTo(403);
            assertThat(response.body()).contains("\"" + ProblemType.CSRF.uri() + "\"");
        }
    }

    @Test
    void aBearerTokenUploadNeedsNoCsrfTokenButASessionUploadDoes() {
        Contestant dan = Contestants.register("dan");
        Uploads.upload(dan.token(), "bearer-bot", "bot", Artefacts.elf()).statusCode(201);

        given().cookie("arbiter-session", Contestants.signIn(dan))
                .multiPart("file", "bot", Artefacts.elf(), "application/octet-stream").multiPart("name", "session-bot")
                .post("/api/competitions/demo/entries").then().statusCode(403).body("type", equalTo(ProblemType.BASE + "csrf"));
    }

    @Test
    void basicCredentialsDoNotExemptAFormPost() {
        Contestant eve = Contestants.register("eve");

        // A browser that remembers eve's basic credentials sends them with another site's form.
        given().auth().preemptive().basic(eve.username(), eve.password()).formParam("label", "forged")
                .post("/api/tokens").then().statusCode(403).body("type", equalTo(ProblemType.BASE + "csrf"));
        // A script's bare call (no body) still gets its API token.
        given().auth().preemptive().basic(eve.username(), eve.password()).post("/api/tokens").then().statusCode(201);
    }

    /** As the deployment guide's {@code curl -u … -X POST …/api/tokens} sends it: no Content-Length at all. */
    @Test
    void aBarePostWithoutAContentLengthGetsItsApiTokenToo() throws IOException {
        Contestant gus = Contestants.register("gus");
        String credentials = Base64.getEncoder().encodeToString((gus.username() + ":" + gus.password())
                .getBytes(StandardCharsets.UTF_8));

        try (var socket = new Socket("localhost", RestAssured.port)) {
            socket.getOutputStream().write(("POST /api/tokens?label=curl HTTP/1.1\r\nHost: localhost:" + RestAssured.port
                    + "\r\nAuthorization: Basic " + credentials + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            String statusLine = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();

            assertThat(statusLine).isEqualTo("HTTP/1.1 201 Created");
        }
    }

    @Test
    void aSignInPostedFromAnotherSiteIsRefused() {
        Contestant fay = Contestants.register("fay");

        assertThat(signIn(fay, "Origin", "https://evil.example").statusCode()).isEqualTo(403);
        assertThat(signIn(fay, "Sec-Fetch-Site", "cross-site").statusCode()).isEqualTo(403);
        Response sameSite = signIn(fay, "Sec-Fetch-Site", "same-origin");
        assertThat(sameSite.statusCode()).isEqualTo(302);
        assertThat(sameSite.getCookie("arbiter-session")).isNotEmpty();
    }

    private static Response signIn(Contestant contestant, String header, String value) {
        return given().redirects().follow(false).header(header, value)
                .formParam("j_username", contestant.username()).formParam("j_password", contestant.password())
                .post("/j_security_check");
    }
}
