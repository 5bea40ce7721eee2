package dev.arbiter.leaderboard;

import dev.arbiter.leaderboard.support.PlatformSignIn;
import dev.arbiter.leaderboard.support.Scheduler;
import dev.arbiter.proto.v1.MatchRecorded;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

/**
 * Hidden means hidden (libs/web Visibility): an unlisted competition, its entries, its matches and its feeds answer
 * 404 on every leaderboard page and API to the public and to a signed-in contestant who is no organiser, exactly
 * as if it did not exist, and no list names it; an organiser sees all of it.
 */
@QuarkusTest
class UnlistedCompetitionTest {

    private static final String ORGANISER = "lb-organiser";
    private static String slug;
    private static String matchId;
    private static String liveMatchId;

    @BeforeEach
    void recordAMatchOfAnUnlistedCompetition() {
        if (slug != null) {
            return;
        }
        slug = "unlisted-" + System.nanoTime() % 100000;
        Scheduler.unlistedCompetition(slug);
        PlatformSignIn.promote(ORGANISER);
        MatchRecorded match = Scheduler.ladder(slug, slug + "-alice", 1, slug + "-bob", 0);
        matchId = match.getResult().getMatchId();
        Scheduler.recorded(match);
        liveMatchId = Scheduler.newMatchId();
        Scheduler.requested(slug, liveMatchId, 1, slug + "-alice", slug + "-bob");
        await().atMost(Duration.ofSeconds(30)).until(() -> organiser().get("/api/matches/" + matchId).statusCode() == 200
                && organiser().get("/api/matches/" + liveMatchId + "/live").statusCode() == 200);
    }

    private static RequestSpecification organiser() {
        return given().cookie("arbiter-session", PlatformSignIn.session(ORGANISER));
    }

    private static List<RequestSpecification> outsiders() {
        return List.of(given(), given().cookie("arbiter-session", PlatformSignIn.session("lb-mallory")),
                given().header("Authorization", PlatformSignIn.token("lb-mallory").bearer()));
    }

    private List<String> addresses() {
        String entry = slug + "-alice";
        return List.of("/competitions/" + slug, "/api/competitions/" + slug + "/leaderboard",
                "/api/competitions/" + slug + "/leaderboard/official",
                "/competitions/" + slug + "/entries/" + entry, "/api/entries/" + entry + "/history",
                "/matches/" + matchId, "/api/matches/" + matchId, "/api/matches/" + matchId + "/transcript",
                "/matches/" + liveMatchId, "/api/matches/" + liveMatchId + "/live",
                "/matches/" + matchId + "/replays/0/frames/0.png");
    }

    @Test
    void theHomePageNamesAnUnlistedCompetitionToOrganisersOnly() {
        for (RequestSpecification outsider : outsiders()) {
            outsider.get("/").then().statusCode(200).body(not(containsString(slug)));
        }
        organiser().get("/").then().statusCode(200).body(containsString(slug));
    }

    @Test
    void everyPageAndApiOfAnUnlistedCompetitionIsNotFoundForOutsiders() {
        for (String address : addresses()) {
            for (RequestSpecification outsider : outsiders()) {
                // The answer of a thing that does not exist: it may echo the address, but tells nothing more.
                outsider.get(address).then().statusCode(404).body(not(containsString(slug + "-bob")))
                        .body(not(containsString("Test " + slug)));
            }
        }
    }

    @Test
    void theFeedsOfAnUnlistedCompetitionAndItsMatchesAreNotFoundForOutsiders() {
        for (String feed : List.of("/api/competitions/" + slug + "/leaderboard/stream",
                "/api/leaderboard/competitions/" + slug + "/stream", "/api/matches/" + matchId + "/stream",
                "/api/matches/" + liveMatchId + "/stream")) {
            for (RequestSpecification outsider : outsiders()) {
                outsider.accept("text/event-stream").get(feed).then().statusCode(404);
            }
        }
    }

    @Test
    void anOrganiserSeesEveryPageOfAnUnlistedCompetition() {
        for (String address : List.of("/competitions/" + slug, "/api/competitions/" + slug + "/leaderboard",
                "/competitions/" + slug + "/entries/" + slug + "-alice", "/api/entries/" + slug + "-alice/history",
                "/matches/" + matchId, "/api/matches/" + matchId, "/api/matches/" + liveMatchId + "/live")) {
            organiser().get(address).then().statusCode(200);
        }
    }
}
