package dev.arbiter.leaderboard.web;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

/**
 * A page that is not there answers a browser with a page of its own (what happened, links home, to the
 * competitions and to upload); the JSON APIs and clients that do not ask for HTML keep the RFC 9457 problem.
 */
@QuarkusTest
class ErrorPagesTest {

    private static final String BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

    @Test
    void anUnknownPageAnswersABrowserWithAnHtml404LinkingTheWayOn() {
        given().accept(BROWSER).get("/no-such-page").then().statusCode(404)
                .contentType("text/html")
                .body(containsString("<h1>Page not found</h1>"))
                .body(containsString("There is no page at /no-such-page."))
                .body(containsString("href=\"/competitions\""))
                .body(containsString("href=\"/upload\""))
                .body(containsString("/static/leaderboard/site.css"));
    }

    @Test
    void anUnknownCompetitionsPageSaysWhichCompetitionIsMissing() {
        given().accept(BROWSER).get("/competitions/no-such-competition").then().statusCode(404)
                .contentType("text/html")
                .body(containsString("no competition no-such-competition"));
    }

    @Test
    void clientsThatDoNotAskForHtmlAndApiPathsGetTheProblem() {
        given().accept("*/*").get("/no-such-page").then().statusCode(404)
                .contentType("application/problem+json")
                .body("type", equalTo("https://arbiter.dev/problems/not-found"));
        given().accept(BROWSER).get("/api/competitions/no-such-competition/leaderboard").then().statusCode(404)
                .contentType("application/problem+json")
                .body("type", equalTo("https://arbiter.dev/problems/not-found"));
    }

    @Test
    void aPageThatFailsAnswersABrowserWithA500PageThatTellsNothingInternal() {
        given().accept(BROWSER).get("/test-only/failing-page").then().statusCode(500)
                .contentType("text/html")
                .body(containsString("<h1>Something went wrong</h1>"))
                .body(containsString("href=\"/\""))
                .body(not(containsString("ratings_v2")));
    }

    @Test
    void theCompetitionsPathLeadsToTheHomePagesListOfThem() {
        given().redirects().follow(false).accept(BROWSER).get("/competitions").then().statusCode(303)
                .header("Location", endsWith("/#competitions"));
    }
}
