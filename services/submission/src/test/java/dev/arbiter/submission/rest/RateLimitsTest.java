package dev.arbiter.submission.rest;

import dev.arbiter.web.problem.ProblemType;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;

/**
 * One address cannot register accounts or create API tokens without bound (sign-up floods, token farming),
 * through the API or the forms; another address is not held back by it. Low limits, so the test stays short.
 */
@QuarkusTest
@TestProfile(RateLimitsTest.LowLimits.class)
class RateLimitsTest {

    public static class LowLimits implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("arbiter.submission.rate-limits.registrations-per-address", "3",
                    "arbiter.submission.rate-limits.tokens-per-address", "3");
        }
    }

    private static final String PASSWORD = "correct horse battery";

    @Test
    void registrationsFromOneAddressAreLimitedOnTheApiAndTheForm() {
        String flood = "10.20.30.40";
        for (int i = 0; i < 3; i++) {
            register(flood, "flood-" + System.nanoTime() % 1_000_000 + i).statusCode(201);
        }
        register(flood, "flood-over-" + System.nanoTime() % 1_000_000).statusCode(429)
                .header("Retry-After", notNullValue()).body("type", equalTo(ProblemType.BASE + "rate-limited"));
        given().header("X-Forwarded-For", flood).formParams(Map.of("username", "flood-form", "email", "f@example.org",
                "password", PASSWORD)).post("/register").then().statusCode(429).body(containsString("Too many requests"));
        // Behind the gateway everyone shares its TCP address: the limit is per client, not per gateway.
        register("10.20.30.41", "bystander-" + System.nanoTime() % 1_000_000).statusCode(201);
    }

    @Test
    void tokenCreationFromOneAddressIsLimited() {
        String username = "tokens-" + System.nanoTime() % 1_000_000;
        register("10.50.60.70", username).statusCode(201);
        String farm = "10.50.60.71";
        for (int i = 0; i < 3; i++) {
            createToken(farm, username).statusCode(201);
        }
        createToken(farm, username).statusCode(429).header("Retry-After", notNullValue());
        createToken("10.50.60.72", username).statusCode(201);
    }

    private static io.restassured.response.ValidatableResponse register(String address, String username) {
        return given().header("X-Forwarded-For", address).contentType(ContentType.JSON)
                .body(Map.of("username", username, "password", PASSWORD, "email", username + "@example.org"))
                .post("/api/accounts").then();
    }

    private static io.restassured.response.ValidatableResponse createToken(String address, String username) {
        return given().header("X-Forwarded-For", address).auth().preemptive().basic(username, PASSWORD)
                .post("/api/tokens").then();
    }
}
