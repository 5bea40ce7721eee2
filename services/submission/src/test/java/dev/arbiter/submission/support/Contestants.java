package dev.arbiter.submission.support;

import io.restassured.http.ContentType;

import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static io.restassured.RestAssured.given;

/** Registers contestants through the API and gives back their credentials. */
public final class Contestants {

    public static final String PASSWORD = "correct horse battery";
    private static final AtomicInteger COUNTER = new AtomicInteger();

    private Contestants() {
    }

    /** A new contestant with a unique name starting with {@code prefix}. */
    public static Contestant register(String prefix) {
        String username = prefix + "-" + ProcessHandle.current().pid() % 10000 + "-" + COUNTER.incrementAndGet();
        given().contentType(ContentType.JSON)
                .body(Map.of("username", username, "password", PASSWORD, "email", username + "@example.org"))
                .post("/api/accounts")
                .then().statusCode(201);
        return new Contestant(username, PASSWORD, tokenFor(username, PASSWORD));
    }

    /** A new API token for an account, created with HTTP basic auth. */
    public static String tokenFor(String username, String password) {
        return given().auth().preemptive().basic(username, password)
                .post("/api/tokens")
                .then().statusCode(201)
                .extract().path("token");
    }

    /** Signs in through the form as a browser would; returns the session cookie's value. */
    public static String signIn(Contestant contestant) {
        return given().redirects().follow(false)
                .formParam("j_username", contestant.username()).formParam("j_password", contestant.password())
                .post("/j_security_check")
                .then().statusCode(302).extract().cookie("arbiter-session");
    }

    public record Contestant(String username, String password, String token) {
    }
}
