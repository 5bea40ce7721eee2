package dev.arbiter.submission.web;

import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Uploads;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

/** The pages as a signed-in browser gets them, without a browser: session cookie, CSRF field, rendering. */
@QuarkusTest
class PagesTest {

    private static final Pattern CSRF_FIELD = Pattern.compile("name=\"csrf-token\" value=\"([^\"]+)\"");
    private static final Pattern NEW_TOKEN = Pattern.compile("id=\"new-token\">([^<]+)<");

    @Test
    void theUploadPageListsTheCompetitionsWithTheirUploadState() {
        given().get("/upload").then().statusCode(200)
                .body(containsString("href=\"/competitions/demo/upload\""))
                .body(containsString("Demo: a closed competition</a></td><td>closed"));
    }

    @Test
    void theUploadFormLinksTheCompetitionsContestantKit() {
        given().get("/competitions/demo/upload").then().statusCode(200)
                .body(containsString("href=\"/api/competitions/demo/kit\" id=\"contestant-kit\""));
    }

    @Test
    void aTokenCreatedOnTheTokensPageIsShownOnceAndWorksOnTheApi() {
        Contestant sam = Contestants.register("sam");
        String session = Contestants.signIn(sam);
        Response page = given().cookie("arbiter-session", session).get("/tokens");
        String csrf = field(CSRF_FIELD, page.asString());

        String created = given().cookie("arbiter-session", session).cookie("arbiter-csrf", page.getCookie("arbiter-csrf"))
                .formParam("csrf-token", csrf).formParam("label", "laptop")
                .post("/tokens").then().statusCode(200).extract().asString();

        String token = field(NEW_TOKEN, created);
        assertThat(created).contains("laptop");
        given().auth().oauth2(token).get("/api/tokens").then().statusCode(200);
        assertThat(given().cookie("arbiter-session", session).get("/tokens").asString()).doesNotContain(token);
    }

    @Test
    void someoneElsesEntryPageIsNotFound() {
        Contestant uma = Contestants.register("uma");
        Contestant vic = Contestants.register("vic");
        String id = Uploads.upload(uma.token(), "hidden", "bot", Artefacts.elf()).statusCode(201).extract().path("id");

        given().cookie("arbiter-session", Contestants.signIn(vic)).get("/entries/" + id).then().statusCode(404)
                .body(containsString("You have no entry"));
    }

    private static String field(Pattern pattern, String html) {
        Matcher m = pattern.matcher(html);
        assertThat(m.find()).as("page contains %s", pattern).isTrue();
        return m.group(1);
    }
}
