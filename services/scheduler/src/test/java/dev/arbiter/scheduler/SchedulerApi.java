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

    static void createCompetition(String slug, Map<String, Object> settings) {
        var body = new java.util.HashMap<String, Object>(Map.of("slug", slug, "title", "Test " + slug, "game", "rps"));
        body.putAll(settings);
        organiser().body(body).post("/api/competitions").then().statusCode(201);
    }
}
