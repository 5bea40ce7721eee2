package dev.arbiter.scheduler;

import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import dev.arbiter.web.problem.ProblemType;
import dev.arbiter.web.problem.Problems;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.arbiter.scheduler.SchedulerApi.organiser;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class CompetitionApiTest {

    @Test
    void onlyAnOrganiserCanCreateACompetition() {
        given().contentType("application/json").body(Map.of("slug", "nobody", "title", "x", "game", "rps"))
                .post("/api/competitions").then().statusCode(401);
        given().auth().preemptive().basic("organiser", "wrong").contentType("application/json")
                .body(Map.of("slug", "nobody", "title", "x", "game", "rps"))
                .post("/api/competitions").then().statusCode(401);
    }

    @Test
    void thePublicListShowsPublicCompetitionsWithTheirGameAndPhase() {
        String open = RunnerDouble.slug("public");
        String hidden = RunnerDouble.slug("private");
        SchedulerApi.createCompetition(open, Map.of("ladderConcurrency", 0));
        SchedulerApi.createCompetition(hidden, Map.of("publicListing", false, "ladderConcurrency", 0));

        given().get("/api/competitions").then().statusCode(200)
                .body("find { it.slug == '" + open + "' }.game", equalTo("rps"))
                .body("find { it.slug == '" + open + "' }.phase", equalTo("open"))
                .body("slug", not(hasItem(hidden)));
        given().get("/api/competitions/" + hidden).then().statusCode(404);
        given().get("/api/competitions/" + hidden + "/matches").then().statusCode(404);
        organiser().get("/api/competitions/" + hidden).then().statusCode(200).body("publicListing", equalTo(false));
    }

    @Test
    void settingsThatCannotWorkAreRefusedWithTheReason() {
        String slug = RunnerDouble.slug("dup");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 0));

        organiser().body(Map.of("slug", slug, "title", "again", "game", "rps")).post("/api/competitions")
                .then().statusCode(409).contentType(Problems.MEDIA_TYPE)
                .body("type", equalTo(ProblemType.CONFLICT.uri())).body("detail", containsString("exists already"));
        organiser().body(Map.of("slug", RunnerDouble.slug("chess"), "title", "Chess", "game", "chess")).post("/api/competitions")
                .then().statusCode(400).body("detail", containsString("rps"));
        organiser().body(Map.of("slug", RunnerDouble.slug("pairs"), "title", "Taboo in pairs", "game", "taboo", "seats", 2))
                .post("/api/competitions").then().statusCode(400).body("detail", equalTo("taboo takes 1-1 seats"));
        organiser().body(Map.of("slug", "Bad Slug", "title", "x", "game", "rps")).post("/api/competitions")
                .then().statusCode(400);
    }

    @Test
    void anOrganiserMovesACompetitionThroughItsPhases() {
        String slug = RunnerDouble.slug("phases");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 0));

        organiser().contentType("text/plain").body("official").put("/api/competitions/" + slug + "/phase")
                .then().statusCode(200).body("phase", equalTo("official"));
        organiser().contentType("text/plain").body("later").put("/api/competitions/" + slug + "/phase").then().statusCode(400);
        given().get("/api/competitions").then().body("find { it.slug == '" + slug + "' }.phase", equalTo("official"));
    }

    @Test
    void theOrganiserPagesAndTheOpenApiDocumentDescribeTheService() {
        String slug = RunnerDouble.slug("page");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 0));

        // A browser without a session is sent to the platform's sign-in page; the API never redirects.
        given().redirects().follow(false).get("/organiser").then().statusCode(302)
                .header("Location", containsString("/login"));
        given().get("/api/scheduler/competitions/" + slug + "/entries").then().statusCode(401);
        organiser().get("/organiser").then().statusCode(200).body(containsString(slug));
        organiser().get("/organiser/competitions/" + slug).then().statusCode(200)
                .body(containsString("Test " + slug)).body(containsString("Start an official round"));
        given().get("/q/openapi").then().statusCode(200)
                .body(containsString("/api/competitions/{slug}/matches"))
                .body(containsString("/api/rounds/{id}/publication"));
    }

    @Test
    void anOrganiserFormIsAcceptedOnlyWithTheTokenItsPageIssued() {
        String slug = RunnerDouble.slug("form");
        String session = SchedulerApi.organiserSession();
        var page = given().cookie("arbiter-session", session).get("/organiser");
        String token = page.htmlPath().getString("**.find { it.@name == 'csrf-token' }.@value");

        given().cookie("arbiter-session", session).redirects().follow(false)
                .formParam("csrf-token", "forged").formParam("slug", slug).formParam("title", "Forged").formParam("game", "rps")
                .post("/organiser/competitions").then().statusCode(403);
        given().cookie("arbiter-session", session).redirects().follow(false)
                .formParam("csrf-token", token)
                .formParam("slug", slug).formParam("title", "By form").formParam("game", "rps").formParam("ladderConcurrency", "0")
                .post("/organiser/competitions").then().statusCode(303);
        organiser().get("/api/competitions/" + slug).then().statusCode(200).body("title", equalTo("By form"));
    }
}
