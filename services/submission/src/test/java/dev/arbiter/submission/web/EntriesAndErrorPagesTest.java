package dev.arbiter.submission.web;

import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Uploads;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

/**
 * {@code /entries} lists the signed-in contestant's entries; a page that is not there answers a browser with a page
 * (what happened, links home, to the competitions and to upload), while the API and non-HTML clients get the problem.
 */
@QuarkusTest
class EntriesAndErrorPagesTest {

    private static final String BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

    @Test
    void theEntriesPageListsTheSignedInContestantsOwnEntries() {
        Contestant wes = Contestants.register("wes");
        Contestant xia = Contestants.register("xia");
        String mine = Uploads.upload(wes.token(), "wes-bot", "bot", Artefacts.elf()).statusCode(201).extract().path("id");
        String theirs = Uploads.upload(xia.token(), "xia-bot", "bot", Artefacts.elf()).statusCode(201).extract().path("id");

        given().accept(BROWSER).cookie("arbiter-session", Contestants.signIn(wes)).get("/entries").then().statusCode(200)
                .contentType("text/html")
                .body(containsString("<h1>Your entries</h1>"))
                .body(containsString("href=\"/entries/" + mine + "\">wes-bot</a>"))
                .body(not(containsString(theirs)))
                .body(not(containsString("xia-bot")));
    }

    @Test
    void theEntriesPageShowsAContestantWithoutEntriesWhereToUpload() {
        Contestant yan = Contestants.register("yan");
        given().accept(BROWSER).cookie("arbiter-session", Contestants.signIn(yan)).get("/entries").then().statusCode(200)
                .body(containsString("You have no entries yet"))
                .body(containsString("href=\"/upload\""));
    }

    @Test
    void theEntriesPageSendsAnAnonymousBrowserToSignIn() {
        given().redirects().follow(false).accept(BROWSER).get("/entries").then().statusCode(302)
                .header("Location", containsString("/login"));
    }

    @Test
    void anUnknownPageIsAnHtml404ForABrowser() {
        given().accept(BROWSER).get("/no-such-page").then().statusCode(404)
                .contentType("text/html")
                .body(containsString("<h1>Page not found</h1>"))
                .body(containsString("There is no page at /no-such-page."))
                .body(containsString("href=\"/\""))
                .body(containsString("href=\"/competitions\""))
                .body(containsString("href=\"/upload\""))
                .body(containsString("/static/submission/site.css"));
    }

    @Test
    void anUnknownPageIsAProblemForAClientThatDoesNotAskForHtmlAndSoIsAnApiPathForABrowser() {
        given().accept("*/*").get("/no-such-page").then().statusCode(404)
                .contentType("application/problem+json")
                .body("type", equalTo("https://arbiter.dev/problems/not-found"));
        given().accept(BROWSER).get("/api/no-such-thing").then().statusCode(404)
                .contentType("application/problem+json")
                .body("type", equalTo("https://arbiter.dev/problems/not-found"))
                .body("instance", equalTo("/api/no-such-thing"));
    }
}
