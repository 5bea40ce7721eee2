package dev.arbiter.rating.elo;

import static dev.arbiter.rating.TestResults.draw;
import static dev.arbiter.rating.TestResults.loss;
import static dev.arbiter.rating.TestResults.win;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.arbiter.rating.MatchResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The worked example of Elo's system as Wikipedia's "Elo rating system" article gives it: a player
 * rated 1613 loses to 1609, draws with 1477, beats 1388 and 1586 and loses to 1720; expected score
 * 0.51 + 0.69 + 0.79 + 0.54 + 0.35 ≈ 2.88 (2.867 unrounded), actual 2.5, so with K = 32 the new rating
 * is 1613 + 32 × (2.5 − 2.867) = 1601. Rating the five games from the tournament's starting rating,
 * as a rating period does, must give the same.
 */
class EloWorkedExampleTest {

    private final Elo elo = new Elo(1500, 32);

    private record Game(double opponent, MatchResult result, double publishedExpectation) {
    }

    private static final List<Game> TOURNAMENT = List.of(
            new Game(1609, loss(1, "a", "o"), 0.51),
            new Game(1477, draw(2, "a", "o"), 0.69),
            new Game(1388, win(3, "a", "o"), 0.79),
            new Game(1586, win(4, "a", "o"), 0.54),
            new Game(1720, loss(5, "a", "o"), 0.35));

    @Test
    void theExpectedScoresAreThePublishedOnes() {
        double total = 0;
        for (Game game : TOURNAMENT) {
            double expected = Elo.expectedScore(1613, game.opponent());
            assertThat(expected).isCloseTo(game.publishedExpectation(), within(0.005));
            total += expected;
        }
        assertThat(total).isCloseTo(2.867, within(0.0005));
    }

    @Test
    void theTournamentFromThePublishedStartTakesThePlayerTo1601() {
        double change = 0;
        for (Game game : TOURNAMENT) {
            var after = elo.update(List.of(new EloRating(1613, 30), new EloRating(game.opponent(), 30)), game.result());
            change += after.get(0).rating() - 1613;
        }
        assertThat(Math.round(1613 + change)).isEqualTo(1601);
        assertThat(1613 + change).isCloseTo(1613 + 32 * (2.5 - 2.867), within(0.02));
    }
}
