package dev.arbiter.scheduler;

import dev.arbiter.scheduler.service.AccountRoles;
import dev.arbiter.scheduler.support.AccountFacts;
import dev.arbiter.scheduler.support.ApiTokens;
import dev.arbiter.scheduler.support.Sessions;
import io.quarkus.arc.Arc;
import io.restassured.specification.RequestSpecification;

import java.util.List;
import java.util.Map;

import static io.restassured.RestAssured.given;

/** The organiser's calls, as a test makes them: with an API token, as a script does. */
final class SchedulerApi {

    /** An account the submission service announced as an organiser (not named "organiser": a name grants nothing). */
    static final String ORGANISER = "test-organiser";
    private static final ApiTokens.Issued TOKEN = ApiTokens.issue(ORGANISER);

    private SchedulerApi() {
    }

    /**
     * Makes {@link #ORGANISER} an organiser as the submission service's sealed fact would, handed to the scheduler
     * directly rather than through Kafka so that no test waits for it. Repeated on every call: cheap, and it
     * survives a test that restarts the application on a fresh database.
     */
    private static void announceOrganiser() {
        Arc.container().instance(AccountRoles.class).get()
                .onAnnounced(AccountFacts.fact(AccountFacts.PLATFORM, ORGANISER, "organiser", 1, 0, List.of()));
    }

    static RequestSpecification organiser() {
        return organiserUpload().contentType("application/json");
    }

    /**
     * The organiser's calls with a form or file body, as a script makes them: a bearer API token, which no browser
     * adds by itself, so they need no CSRF token.
     */
    static RequestSpecification organiserUpload() {
        announceOrganiser();
        return given().header("Authorization", TOKEN.bearer());
    }

    /** A browser session of the organiser, as the submission service's sign-in issues it. */
    static String organiserSession() {
        announceOrganiser();
        return Sessions.signIn(ORGANISER);
    }

    static void createCompetition(String slug, Map<String, Object> settings) {
        var body = new java.util.HashMap<String, Object>(Map.of("slug", slug, "title", "Test " + slug, "game", "rps"));
        body.putAll(settings);
        organiser().body(body).post("/api/competitions").then().statusCode(201);
    }
}
