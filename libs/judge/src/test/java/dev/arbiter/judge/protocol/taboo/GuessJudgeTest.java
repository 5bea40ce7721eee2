package dev.arbiter.judge.protocol.taboo;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.arbiter.judge.protocol.taboo.TabooMatches.VENICE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Guess parsing and judging in detail (the checklist tests run the same rules through real agents). */
class GuessJudgeTest {

    private static final GuessJudge FINAL = new GuessJudge(TabooConfig.defaults());
    private static final GuessJudge EARLY = new GuessJudge(TabooConfig.from(Map.of("taboo.guessRule", "early")));

    @Test
    void aLineSplitsIntoANameAndTrailingIntegerCoordinates() {
        var guess = Guess.parse("  Rio de Janeiro   -22, -43 ");
        assertThat(guess.name()).isEqualTo("Rio de Janeiro");
        assertThat(guess.hasCoordinates()).isTrue();
        assertThat(guess.lat()).isEqualTo(-22);
        assertThat(guess.lon()).isEqualTo(-43);
    }

    @Test
    void decimalsOrOutOfRangeDegreesAreARefusedCoordinatePart() {
        assertThat(Guess.parse("48.1224,5.7783").coordinateProblem()).contains("decimal");
        assertThat(Guess.parse("91,5").coordinateProblem()).contains("out of range");
        assertThat(Guess.parse("Paris, France").hasCoordinatePart()).isFalse();
    }

    @Test
    void aRefusedCoordinatePartMakesTheGuessWrongUnderTheFinalRuleButNotTheEarlyOne() {
        assertThat(FINAL.judge("Venice 45.4,12.3", VENICE).correct()).isFalse();
        assertThat(EARLY.judge("Venice 45.4,12.3", VENICE).correct()).isTrue();
    }

    @Test
    void toleranceIsPerAxisAroundTheRoundedTarget() {
        assertThat(FINAL.judge("46,11", VENICE).correct()).isTrue();
        assertThat(FINAL.judge("47,12", VENICE).correct()).isFalse();
        var exact = new GuessJudge(TabooConfig.from(Map.of("taboo.coordTolerance", "0")));
        assertThat(exact.judge("45,12", VENICE).correct()).isTrue();
        assertThat(exact.judge("45,13", VENICE).correct()).isFalse();
    }

    @Test
    void whitespaceOnlyIsAnEmptyGuess() {
        assertThat(FINAL.judge("   ", VENICE)).isEqualTo(new GuessJudge.Decision(false, "empty guess"));
    }

    @Test
    void aBadSettingIsRefusedNamingItsKeyAndTheChoices() {
        assertThatThrownBy(() -> TabooConfig.from(Map.of("taboo.dialect", "chatty")))
                .hasMessage("taboo.dialect must be verbatim | hints-only, not 'chatty'");
        assertThatThrownBy(() -> TabooConfig.from(Map.of("taboo.guessDeadlineMs", "0")))
                .hasMessage("taboo.guessDeadlineMs must be a whole number of at least 1, not '0'");
    }
}
