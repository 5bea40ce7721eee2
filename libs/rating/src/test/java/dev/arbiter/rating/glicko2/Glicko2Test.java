package dev.arbiter.rating.glicko2;

import static dev.arbiter.rating.TestResults.START;
import static dev.arbiter.rating.TestResults.win;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.arbiter.rating.MatchResult;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class Glicko2Test {

    private final Glicko2 glicko = new Glicko2(Glicko2Settings.DEFAULTS.withTau(0.5));

    @Test
    void reproducesTheWorkedExampleOfGlickmansPaper() {
        // "Example of the Glicko-2 system", section 3: 1500/200/0.06 beats 1400/30, loses to 1550/100 and 1700/300.
        Glicko2Rating player = new Glicko2Rating(1500, 200, 0.06, 0, null);

        Glicko2Rating after = glicko.ratePeriod(player, List.of(
                new Glicko2Game(1400, 30, 1.0),
                new Glicko2Game(1550, 100, 0.0),
                new Glicko2Game(1700, 300, 0.0)));

        // The paper rounds its intermediate steps to four digits; unrounded, the same steps give
        // 1464.0507 / 151.5165 / 0.0599960 (checked against an independent double-precision computation).
        assertThat(after.rating()).isCloseTo(1464.06, within(0.01));
        assertThat(after.deviation()).isCloseTo(151.52, within(0.01));
        assertThat(after.volatility()).isCloseTo(0.05999, within(0.00001));
        assertThat(after.rating()).isCloseTo(1464.0506705393013, within(1e-9));
        assertThat(after.deviation()).isCloseTo(151.51652412385727, within(1e-9));
        assertThat(after.volatility()).isCloseTo(0.059995984286488495, within(1e-12));
        assertThat(after.matches()).isEqualTo(3);
    }

    @Test
    void aPeriodWithoutGamesGrowsOnlyTheDeviationBySigma() {
        // φ' = √(φ² + σ²): on the Glicko scale √(200² + (0.06 × 173.7178)²) = 200.2714.
        Glicko2Rating after = glicko.ratePeriod(new Glicko2Rating(1500, 200, 0.06, 4, null), List.of());

        assertThat(after.rating()).isEqualTo(1500);
        assertThat(after.deviation()).isCloseTo(200.2714, within(0.0001));
        assertThat(after.volatility()).isEqualTo(0.06);
    }

    @Test
    void aLadderMatchIsARatingPeriodOfOneGameForEachSeat() {
        Glicko2Rating a = new Glicko2Rating(1620, 80, 0.06, 12, START);
        Glicko2Rating b = new Glicko2Rating(1480, 120, 0.07, 3, START);
        MatchResult bWins = MatchResult.completed("m", 1, START.plusSeconds(3600), "a", 0, "b", 1);

        List<Glicko2Rating> after = glicko.update(List.of(a, b), bWins);

        Glicko2Rating expectedA = glicko.ratePeriod(a, List.of(new Glicko2Game(1480, 120, 0.0)));
        Glicko2Rating expectedB = glicko.ratePeriod(b, List.of(new Glicko2Game(1620, 80, 1.0)));
        assertThat(after.get(0).rating()).isEqualTo(expectedA.rating());
        assertThat(after.get(0).deviation()).isEqualTo(expectedA.deviation());
        assertThat(after.get(1).rating()).isEqualTo(expectedB.rating());
        assertThat(after.get(1).volatility()).isEqualTo(expectedB.volatility());
        assertThat(after).extracting(Glicko2Rating::lastMatchAt).containsOnly(bWins.finishedAt());
        assertThat(after).extracting(Glicko2Rating::matches).containsExactly(13, 4);
        assertThat(after.get(0).rating()).isLessThan(1620);
        assertThat(after.get(1).rating()).isGreaterThan(1480);
    }

    @Test
    void idlenessBeyondTheMatchsOwnPeriodGrowsTheDeviationPerPeriod() {
        Glicko2Rating rested = new Glicko2Rating(1700, 60, 0.06, 40, START);
        double sigmaOnGlickoScale = 0.06 * Glicko2.SCALE;

        assertThat(glicko.asOf(rested, START.plus(Duration.ofDays(1)))).isEqualTo(rested);
        assertThat(glicko.asOf(rested, START.plus(Duration.ofDays(5))).deviation())
                .isCloseTo(Math.sqrt(60 * 60 + 4 * sigmaOnGlickoScale * sigmaOnGlickoScale), within(1e-9));
        assertThat(glicko.asOf(rested, START.plus(Duration.ofHours(36))).deviation())
                .isCloseTo(Math.sqrt(60 * 60 + 0.5 * sigmaOnGlickoScale * sigmaOnGlickoScale), within(1e-9));
    }

    @Test
    void idlenessNeverGrowsTheDeviationPastThatOfANewEntry() {
        Glicko2Rating rested = new Glicko2Rating(1700, 60, 0.06, 40, START);

        assertThat(glicko.asOf(rested, START.plus(Duration.ofDays(100_000))).deviation()).isEqualTo(350.0);
    }

    @Test
    void aMatchAfterALongBreakMovesTheRatingMoreThanOneRightAfterThePrevious() {
        Glicko2Rating a = new Glicko2Rating(1500, 60, 0.06, 40, START);
        Glicko2Rating b = new Glicko2Rating(1500, 60, 0.06, 40, START);
        MatchResult soon = MatchResult.completed("soon", 1, START.plus(Duration.ofHours(1)), "a", 1, "b", 0);
        MatchResult late = MatchResult.completed("late", 1, START.plus(Duration.ofDays(200)), "a", 1, "b", 0);

        double gainSoon = glicko.update(List.of(a, b), soon).get(0).rating() - 1500;
        double gainLate = glicko.update(List.of(a, b), late).get(0).rating() - 1500;

        assertThat(gainLate).isGreaterThan(gainSoon * 1.5);
    }

    @Test
    void provisionalWhileTheDeviationIsAbove110OrFewerThanFiveMatches() {
        var rule = glicko.defaultProvisionalRule();

        assertThat(rule.isProvisional(glicko.unrated())).isTrue();
        assertThat(rule.isProvisional(new Glicko2Rating(1500, 111, 0.06, 30, START))).isTrue();
        assertThat(rule.isProvisional(new Glicko2Rating(1500, 90, 0.06, 4, START))).isTrue();
        assertThat(rule.isProvisional(new Glicko2Rating(1500, 90, 0.06, 5, START))).isFalse();
    }

    @Test
    void ladderResultsUseTheirFinishingTimeNotTheSequence() {
        Glicko2Rating a = glicko.update(List.of(glicko.unrated(), glicko.unrated()), win(1, "a", "b")).get(0);

        assertThat(a.lastMatchAt()).isEqualTo(START.plusSeconds(60));
    }
}
