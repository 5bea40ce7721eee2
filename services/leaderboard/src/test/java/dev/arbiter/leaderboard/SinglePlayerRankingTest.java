package dev.arbiter.leaderboard;

import dev.arbiter.leaderboard.support.Scheduler;
import dev.arbiter.leaderboard.support.Scheduler.Seat;
import dev.arbiter.proto.v1.MatchKind;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.RoundPublished;
import dev.arbiter.proto.v1.StandingRow;
import dev.arbiter.proto.v1.Verdict;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static dev.arbiter.leaderboard.RatingsFromResultsTest.awaitMatches;
import static dev.arbiter.leaderboard.RatingsFromResultsTest.board;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** Single-player competitions are ranked by libs/rating's ranking of their game, on the board and in rounds. */
@QuarkusTest
class SinglePlayerRankingTest {

    private static final Duration WAIT = Duration.ofSeconds(20);

    /**
     * Records a Taboo round in which one entry lost a game to an infrastructure error: "gap" guessed each of its
     * two games in 3; "full" guessed the same two in 2 and needed 14 on the third, the game "gap" never played.
     * Returns the ids of the rated results, as round.published names them.
     */
    private static List<String> playRound(String slug, String round) {
        String gap = "gap-" + slug;
        String full = "full-" + slug;
        List<String> rated = new ArrayList<>();
        double[][] guesses = {{3, 3}, {2, 2, 14}};
        String[] entries = {gap, full};
        for (int e = 0; e < 2; e++) {
            for (int instance = 0; instance < guesses[e].length; instance++) {
                MatchRecorded match = official(slug, round, instance, true, MatchStatus.MATCH_STATUS_COMPLETED,
                        new Seat(entries[e], guesses[e][instance], Verdict.VERDICT_OK));
                rated.add(match.getResult().getMatchId());
                Scheduler.recorded(match);
            }
        }
        Scheduler.recorded(official(slug, round, 2, false, MatchStatus.MATCH_STATUS_INFRASTRUCTURE_ERROR,
                new Seat(gap, 0, Verdict.VERDICT_OK)));
        return rated;
    }

    private static MatchRecorded official(String slug, String round, long instance, boolean rated, MatchStatus status, Seat seat) {
        return Scheduler.withSeed(Scheduler.match(slug, Scheduler.newMatchId(), MatchKind.MATCH_KIND_OFFICIAL, rated, status, seat),
                instance).toBuilder().setRoundId(round).build();
    }

    /**
     * Over the games both completed "full" is better (4 against 6); summed, or averaged, over what each played,
     * "gap" would win by missing the hard game. The board and the official round's estimate rank on the common games.
     */
    @Test
    void aTabooEntryThatLostAGameToAnInfrastructureErrorRanksBelowOneBetterOnTheGamesBothCompleted() {
        String slug = "taboo-gap-" + System.nanoTime() % 100000;
        String round = "round-" + slug;
        Scheduler.competition(slug, "lowest-total", 1, "taboo", "taboo");
        List<String> rated = playRound(slug, round);
        awaitMatches(slug, 4);

        JsonPath ladder = board(slug);
        assertThat(ladder.getList("rows.entryId")).containsExactly("full-" + slug, "gap-" + slug);
        assertThat(ladder.getList("rows.rating", Double.class)).as("mean over the two common games").containsExactly(2.0, 3.0);
        assertThat(ladder.getList("rows.matches", Integer.class)).containsExactly(2, 2);

        RoundPublished.Builder published = RoundPublished.newBuilder().setRoundId(round).setCompetition(slug).setName("Final")
                .setSeed(1).setPublishedAtMs(System.currentTimeMillis()).addAllMatchIds(rated);
        String[] order = {"full-" + slug, "gap-" + slug};
        for (int i = 0; i < order.length; i++) {
            published.addStandings(StandingRow.newBuilder().setRank(i + 1).setEntryId(order[i]).setVersion(1)
                    .setContestant("c-" + order[i]).setEntryName("Entry " + order[i]).setMatches(3 - i));
        }
        Scheduler.round(published.build());
        await().atMost(WAIT).until(() -> given().get("/api/competitions/" + slug + "/leaderboard/official").statusCode() == 200);
        JsonPath official = given().get("/api/competitions/" + slug + "/leaderboard/official").then().statusCode(200)
                .extract().jsonPath();
        assertThat(official.getString("method")).isEqualTo("lowest-total");
        assertThat(official.getList("rows.entryId")).containsExactly("full-" + slug, "gap-" + slug);
        assertThat(official.getList("rows.estimateRank", Integer.class)).containsExactly(1, 2);
        assertThat(official.getList("rows.estimate", Double.class)).as("totals over the common games").containsExactly(4.0, 6.0);
        given().get("/competitions/" + slug).then().statusCode(200)
                .body(org.hamcrest.Matchers.containsString("total over the games every entry completed (lower is better)"));
    }

    private static MatchRecorded solo(String slug, String entry, double score, int scoredMoves) {
        MatchRecorded match = Scheduler.match(slug, Scheduler.newMatchId(), MatchKind.MATCH_KIND_LADDER, true,
                MatchStatus.MATCH_STATUS_COMPLETED, new Seat(entry, score, Verdict.VERDICT_OK));
        return match.toBuilder().setResult(match.getResult().toBuilder()
                .setSeats(0, match.getResult().getSeats(0).toBuilder().setScoredMoves(scoredMoves))).build();
    }

    @Test
    void aSinglePlayerLmc1BoardIsRankedByMeanScorePerTurnNotByTheTotal() {
        String slug = "lmc1-solo-" + System.nanoTime() % 100000;
        Scheduler.competition(slug, "mean-score-per-turn", 1, "rps", "lmc1");
        Scheduler.recorded(solo(slug, "long-" + slug, 5, 10));
        Scheduler.recorded(solo(slug, "short-" + slug, 2, 2));
        awaitMatches(slug, 2);

        JsonPath ladder = board(slug);
        assertThat(ladder.getString("method")).isEqualTo("mean-score-per-turn");
        assertThat(ladder.getString("ratingLabel")).isEqualTo("mean score per turn");
        assertThat(ladder.getList("rows.entryId")).containsExactly("short-" + slug, "long-" + slug);
        assertThat(ladder.getList("rows.rating", Double.class)).containsExactly(1.0, 0.5);
    }
}
