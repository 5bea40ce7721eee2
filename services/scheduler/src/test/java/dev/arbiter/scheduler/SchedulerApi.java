package dev.arbiter.scheduler;

import io.restassured.specification.RequestSpecification;

import java.util.Map;

import static io.restassured.RestAssured.given;

/** The organiser's calls, as a test makes them. */
final class SchedulerApi {

    static final String PASSWORD = "organiser-secret";

    private SchedulerApi() {
    }

    static RequestSpecification organiser() {
        return given().auth().preemptive().basic("organiser", PASSWORD).contentType("application/json");
    }

    /**
     * The organiser's basic-auth calls with a form or file body, as a script makes them: with the CSRF token any
     * organiser page carries (basic credentials do not exempt a request from it; a browser resends them).
     */
    static RequestSpecification organiserUpload() {
        String token = given().auth().preemptive().basic("organiser", PASSWORD).get("/organiser")
                .htmlPath().getString("**.find { it.@name == 'csrf-token' }.@value");
        return given().auth().preemptive().basic("organiser", PASSWORD).header("X-CSRF-Token", token);
    }

    static void createCompetition(String slug, Map<String, Object> settings) {
        var body = new java.util.HashMap<String, Object>(Map.of("slug", slug, "title", "Test " + slug, "game", "rps"));
        body.putAll(settings);
        organiser().body(body).post("/api/competitions").then().statusCode(201);
    }
}
