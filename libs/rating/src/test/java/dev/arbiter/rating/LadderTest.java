package dev.arbiter.rating;

import static dev.arbiter.rating.TestResults.START;
import static dev.arbiter.rating.TestResults.draw;
import static dev.arbiter.rating.TestResults.win;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.arbiter.rating.elo.Elo;
import dev.arbiter.rating.elo.EloRating;
import dev.arbiter.rating.glicko2.Glicko2;
import dev.arbiter.rating.trueskill.TrueSkill;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LadderTest {

    @Test
    void applyingAResultTwiceChangesNothing() {
        Ladder<EloRating> ladder = new Ladder<>(new Elo());
        MatchResult result = win(1, "a", "b");

        assertThat(ladder.apply(result)).isEqualTo(ApplyOutcome.APPLIED);
        Map<String, EloRating> once = Map.copyOf(ladder.ratings());
        assertThat(ladder.apply(result)).isEqualTo(ApplyOutcome.DUPLICATE);

        assertThat(ladder.ratings()).isEqualTo(once);
        assertThat(ladder.appliedResults()).isEqualTo(1);
    }

    @Test
    void infrastructureErrorsCancelledAndVoidMatchesAreNeverRated() {
        Ladder<EloRating> ladder = new Ladder<>(new Elo());

        for (MatchStatus status : List.of(MatchStatus.INFRASTRUCTURE_ERROR, MatchStatus.CANCELLED, MatchStatus.GAME_ERROR)) {
            assertThat(ladder.apply(win(1, "a", "b").withStatus(status))).isEqualTo(ApplyOutcome.NOT_RATED);
        }

        assertThat(ladder.ratings()).isEmpty();
        assertThat(ladder.rating("a")).isEqualTo(new EloRating(1500, 0));
    }

    @Test
    void aMatchRetriedAfterAnInfrastructureErrorIsRatedWhenItCompletes() {
        Ladder<EloRating> ladder = new Ladder<>(new Elo());
        MatchResult retried = win(7, "a", "b");

        ladder.apply(retried.withStatus(MatchStatus.INFRASTRUCTURE_ERROR));

        assertThat(ladder.apply(retried)).isEqualTo(ApplyOutcome.APPLIED);
        assertThat(ladder.rating("a").rating()).isEqualTo(1516.0);
    }

    @Test
    void aResultOlderThanTheLastAppliedIsRefusedSoThatReplayStaysPossible() {
        Ladder<EloRating> ladder = new Ladder<>(new Elo());
        ladder.apply(win(5, "a", "b"));
        Map<String, EloRating> before = Map.copyOf(ladder.ratings());

        assertThat(ladder.apply(win(4, "b", "c"))).isEqualTo(ApplyOutcome.OUT_OF_ORDER);
        assertThat(ladder.ratings()).isEqualTo(before);
    }

    @Test
    void recomputationRefusesTwoResultsThatShareASequence() {
        MatchResult one = win(3, "a", "b");
        MatchResult other = new MatchResult("other", 3, START, MatchStatus.COMPLETED, one.seats());

        assertThatThrownBy(() -> Ladder.recompute(new Elo(), List.of(one, other)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("share sequence 3");
    }

    @Test
    void matchesWithMoreThanTwoSeatsAreRejectedRatherThanHalfRated() {
        MatchResult threeSeats = new MatchResult("x", 1, START, MatchStatus.COMPLETED,
                Seat.rankedByScore(List.of("a", "b", "c"), List.of(3.0, 2.0, 1.0)));

        assertThatThrownBy(() -> new Ladder<>(new TrueSkill()).apply(threeSeats))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void standingsPutTheBestFirstShareRanksOnEqualValuesAndFlagProvisionalEntries() {
        Ladder<EloRating> ladder = new Ladder<>(new Elo(), ProvisionalRule.byMatches(2));
        ladder.apply(win(1, "c", "a"));
        ladder.apply(draw(2, "b", "d"));
        ladder.apply(win(3, "c", "e"));

        List<LadderStanding<EloRating>> standings = ladder.standings(START);

        assertThat(standings).extracting(LadderStanding::entryId).containsExactly("c", "b", "d", "e", "a");
        assertThat(standings).extracting(LadderStanding::rank).containsExactly(1, 2, 2, 4, 5);
        assertThat(standings).extracting(LadderStanding::provisional).containsExactly(false, true, true, true, true);
    }

    @Test
    void glickoStandingsShowDeviationGrownByIdleness() {
        Ladder<?> ladder = new Ladder<>(new Glicko2());
        ladder.apply(win(1, "a", "b"));
        double rightAfter = ladder.standings(START).get(0).rating().uncertainty().orElseThrow();

        double aYearLater = ladder.standings(START.plusSeconds(365L * 24 * 3600)).get(0).rating().uncertainty().orElseThrow();

        assertThat(aYearLater).isGreaterThan(rightAfter);
    }
}
