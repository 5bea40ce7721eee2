package dev.arbiter.leaderboard;

import dev.arbiter.leaderboard.service.Ratings;
import dev.arbiter.leaderboard.support.Scheduler;
import dev.arbiter.proto.v1.LadderMethod;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static dev.arbiter.leaderboard.RatingsFromResultsTest.awaitMatches;
import static dev.arbiter.leaderboard.RatingsFromResultsTest.board;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/** The organiser's disqualification (entry.status) takes an entry and its matches out of the ladder, with the reason shown. */
@QuarkusTest
class DisqualificationTest {

    private static final Duration WAIT = Duration.ofSeconds(20);

    @Inject
    Ratings ratings;

    @Test
    void aDisqualifiedEntryLeavesTheRankingAndItsMatchesStopCountingForEveryone() {
        String slug = "dq-" + System.nanoTime() % 100000;
        String clean = "dqclean-" + slug;
        String ada = "ada-" + slug;
        String bob = "bob-" + slug;
        String cheat = "cheat-" + slug;
        Scheduler.competition(slug, "elo", 2);
        Scheduler.competition(clean, "elo", 2);
        // The same games in both competitions, except that in one of them a cheat beat ada and bob as well.
        for (int i = 0; i < 3; i++) {
            Scheduler.recorded(Scheduler.ladder(slug, ada, 2, bob, 1));
            Scheduler.recorded(Scheduler.ladder(slug, cheat, 3, ada, 0));
            Scheduler.recorded(Scheduler.ladder(slug, bob, 0, cheat, 3));
            Scheduler.recorded(Scheduler.ladder(clean, ada, 2, bob, 1));
        }
        awaitMatches(slug, 18);
        awaitMatches(clean, 6);
        assertThat(board(slug).getString("rows[0].entryId")).isEqualTo(cheat);

        Scheduler.disqualified(slug, cheat, 1, "shared code with another contestant");
        await().atMost(WAIT).until(() -> board(slug).getInt("total") == 2);
        JsonPath board = board(slug);
        assertThat(board.getList("rows.entryId")).containsExactly(ada, bob);
        assertThat(board.getString("disqualified[0].entryId")).isEqualTo(cheat);
        assertThat(board.getString("disqualified[0].reason")).isEqualTo("shared code with another contestant");
        // Ada's and bob's ratings are as if the cheat had never played them.
        JsonPath reference = board(clean);
        for (int i = 0; i < 2; i++) {
            assertThat(board.getDouble("rows[" + i + "].rating")).isEqualTo(reference.getDouble("rows[" + i + "].rating"));
            assertThat(board.getInt("rows[" + i + "].matches")).isEqualTo(3);
        }
        assertThat(ratings.recompute(slug, LadderMethod.LADDER_METHOD_ELO)).isEqualTo(ratings.stored(slug));

        // A result of the disqualified version that still says rated (sent before the scheduler knew) is not applied.
        String late = Scheduler.newMatchId();
        Scheduler.recorded(Scheduler.match(slug, late, dev.arbiter.proto.v1.MatchKind.MATCH_KIND_LADDER, true,
                dev.arbiter.proto.v1.MatchStatus.MATCH_STATUS_COMPLETED,
                new Scheduler.Seat(cheat, 3, dev.arbiter.proto.v1.Verdict.VERDICT_OK),
                new Scheduler.Seat(ada, 0, dev.arbiter.proto.v1.Verdict.VERDICT_OK)));
        await().atMost(WAIT).until(() -> given().get("/api/matches/" + late).statusCode() == 200);
        assertThat(board(slug).getInt("rows.find { it.entryId == '" + ada + "' }.matches")).isEqualTo(3);
        assertThat(ratings.recompute(slug, LadderMethod.LADDER_METHOD_ELO)).isEqualTo(ratings.stored(slug));

        // The same message again changes nothing.
        Scheduler.disqualified(slug, cheat, 1, "shared code with another contestant");
        given().get("/api/entries/" + cheat + "/history").then().statusCode(200)
                .body("current", equalTo(null))
                .body("disqualification.reason", equalTo("shared code with another contestant"))
                .body("disqualification.version", equalTo(1));
        given().get("/competitions/" + slug + "/entries/" + cheat).then().statusCode(200)
                .body(containsString("Disqualified (version 1")).body(containsString("shared code with another contestant"));
        given().get("/competitions/" + slug).then().statusCode(200)
                .body(containsString("id=\"disqualified-" + cheat + "\"")).body(containsString("shared code with another contestant"));
    }

    @Test
    void aTabooCompetitionIsRankedByLowestTotalWhateverMethodTheSchedulerNames() {
        for (String method : new String[]{"sum", "mean", ""}) {
            String slug = "taboo-" + (method.isEmpty() ? "none" : method) + "-" + System.nanoTime() % 100000;
            Scheduler.competition(slug, method, 1, "taboo", "taboo");
            for (double guesses : new double[]{3, 12}) {
                Scheduler.recorded(Scheduler.match(slug, Scheduler.newMatchId(), dev.arbiter.proto.v1.MatchKind.MATCH_KIND_LADDER,
                        true, dev.arbiter.proto.v1.MatchStatus.MATCH_STATUS_COMPLETED,
                        new Scheduler.Seat((guesses < 5 ? "few-" : "many-") + slug, guesses, dev.arbiter.proto.v1.Verdict.VERDICT_OK)));
            }
            awaitMatches(slug, 2);
            JsonPath board = board(slug);
            assertThat(board.getString("method")).as(method).isEqualTo("lowest-total");
            assertThat(board.getString("rows[0].entryId")).as(method).isEqualTo("few-" + slug);
            assertThat(board.getInt("rows[0].rank")).isEqualTo(1);
        }
    }
}
