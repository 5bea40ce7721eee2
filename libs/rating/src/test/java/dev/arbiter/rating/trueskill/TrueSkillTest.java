package dev.arbiter.rating.trueskill;

import static dev.arbiter.rating.TestResults.draw;
import static dev.arbiter.rating.TestResults.loss;
import static dev.arbiter.rating.TestResults.win;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class TrueSkillTest {

    private final TrueSkill trueSkill = new TrueSkill();

    @Test
    void reproducesMoserwaresTwoPlayerWinBetweenNewcomers() {
        // "Computing Your Skill": μ=25, σ=25/3, β=25/6, τ=25/300, 10 % draws → 29.396/7.171 and 20.604/7.171.
        List<GaussianRating> after = trueSkill.update(List.of(trueSkill.unrated(), trueSkill.unrated()), win(1, "a", "b"));

        assertThat(after.get(0).mean()).isCloseTo(29.396, within(0.0005));
        assertThat(after.get(0).deviation()).isCloseTo(7.171, within(0.0005));
        assertThat(after.get(1).mean()).isCloseTo(20.604, within(0.0005));
        assertThat(after.get(1).deviation()).isCloseTo(7.171, within(0.0005));
        // The paper's formulas in double precision with the C library's erfc (not an approximation):
        assertThat(after.get(0).mean()).isCloseTo(29.395831692991514, within(1e-12));
        assertThat(after.get(0).deviation()).isCloseTo(7.171475807009221, within(1e-12));
    }

    @Test
    void reproducesMoserwaresTwoPlayerDrawBetweenNewcomers() {
        List<GaussianRating> after = trueSkill.update(List.of(trueSkill.unrated(), trueSkill.unrated()), draw(1, "a", "b"));

        assertThat(after).extracting(GaussianRating::mean).containsExactly(25.0, 25.0);
        assertThat(after.get(0).deviation()).isCloseTo(6.458, within(0.0005));
        assertThat(after.get(1).deviation()).isCloseTo(6.458, within(0.0005));
        assertThat(after.get(0).deviation()).isCloseTo(6.457515683245048, within(1e-12));
    }

    @Test
    void matchesThePapersFormulasForAnUpsetBetweenUnequalPlayers() {
        // Reference values: the paper's v_win/w_win evaluated directly in double precision (erfc from libm).
        List<GaussianRating> after = trueSkill.update(
                List.of(new GaussianRating(22.7, 5.4, 6), new GaussianRating(31.2, 3.1, 20)), win(1, "w", "s"));

        assertThat(after.get(0).mean()).isCloseTo(28.10156809668135, within(1e-11));
        assertThat(after.get(0).deviation()).isCloseTo(4.449190745182102, within(1e-11));
        assertThat(after.get(1).mean()).isCloseTo(29.418991351747078, within(1e-11));
        assertThat(after.get(1).deviation()).isCloseTo(2.9322515558701037, within(1e-11));
    }

    @Test
    void matchesThePapersFormulasForADrawBetweenUnequalPlayers() {
        // v_draw/w_draw evaluated directly; the implementation instead factors out φ to survive lopsided draws.
        List<GaussianRating> after = trueSkill.update(
                List.of(new GaussianRating(31.2, 3.1, 20), new GaussianRating(22.7, 5.4, 6)), draw(1, "s", "w"));

        assertThat(after.get(0).mean()).isCloseTo(30.090689746983344, within(1e-11));
        assertThat(after.get(0).deviation()).isCloseTo(2.891688430424632, within(1e-11));
        assertThat(after.get(1).mean()).isCloseTo(26.06439403474775, within(1e-11));
        assertThat(after.get(1).deviation()).isCloseTo(4.19789437113472, within(1e-11));
    }

    @Test
    void theDrawMarginMakesEqualPlayersDrawWithTheConfiguredProbability() {
        // Φ⁻¹(0.55) · √2 · 25/6
        assertThat(TrueSkill.drawMargin(0.10, 25.0 / 6.0)).isCloseTo(0.740466587452148, within(1e-13));
        assertThat(TrueSkill.drawMargin(0.0, 25.0 / 6.0)).isZero();
    }

    @Test
    void aLossIsTheMirrorImageOfAWinWhateverTheSeat() {
        GaussianRating strong = new GaussianRating(31.2, 3.1, 20);
        GaussianRating weak = new GaussianRating(22.7, 5.4, 6);

        List<GaussianRating> strongFirst = trueSkill.update(List.of(strong, weak), loss(1, "s", "w"));
        List<GaussianRating> strongSecond = trueSkill.update(List.of(weak, strong), win(1, "w", "s"));

        assertThat(strongFirst.get(0)).isEqualTo(strongSecond.get(1));
        assertThat(strongFirst.get(1)).isEqualTo(strongSecond.get(0));
        assertThat(strongFirst.get(0).mean()).isLessThan(31.2);
        assertThat(strongFirst.get(1).mean()).isGreaterThan(22.7);
    }

    @Test
    void anUpsetMovesMeansMoreThanTheExpectedResult() {
        GaussianRating strong = new GaussianRating(35, 2, 50);
        GaussianRating weak = new GaussianRating(15, 2, 50);

        double expectedGain = trueSkill.update(List.of(strong, weak), win(1, "s", "w")).get(0).mean() - 35;
        double upsetGain = trueSkill.update(List.of(weak, strong), win(1, "w", "s")).get(0).mean() - 15;

        assertThat(upsetGain).isGreaterThan(10 * expectedGain);
    }

    @Test
    void aHugeUpsetStaysFinite() {
        GaussianRating champion = new GaussianRating(300, 1, 500);
        GaussianRating newcomer = new GaussianRating(0, 1, 0);

        List<GaussianRating> afterWin = trueSkill.update(List.of(newcomer, champion), win(1, "n", "c"));
        List<GaussianRating> afterDraw = trueSkill.update(List.of(newcomer, champion), draw(1, "n", "c"));

        assertThat(afterWin).allSatisfy(r -> assertThat(Double.isFinite(r.mean()) && r.deviation() > 0).isTrue());
        assertThat(afterDraw).allSatisfy(r -> assertThat(Double.isFinite(r.mean()) && r.deviation() > 0).isTrue());
        assertThat(afterWin.get(0).mean()).isGreaterThan(0);
        assertThat(afterDraw.get(0).mean()).isGreaterThan(0);
    }

    @Test
    void theLeaderboardShowsMeanMinusThreeDeviations() {
        GaussianRating rating = new GaussianRating(29.4, 7.2, 1);

        assertThat(rating.value()).isCloseTo(29.4 - 21.6, within(1e-12));
        assertThat(trueSkill.unrated().value()).isCloseTo(0.0, within(1e-12));
    }

    @Test
    void aDrawIsRejectedWhenTheGameWasDeclaredDrawless() {
        TrueSkill noDraws = new TrueSkill(TrueSkillSettings.DEFAULTS.withDrawProbability(0.0));

        assertThatThrownBy(() -> noDraws.update(List.of(noDraws.unrated(), noDraws.unrated()), draw(1, "a", "b")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("draw probability 0");
    }

    @Test
    void provisionalUntilTenMatchesAndADeviationOfAtMostTwoAndAHalf() {
        var rule = trueSkill.defaultProvisionalRule();

        assertThat(rule.isProvisional(new GaussianRating(25, 2.4, 9))).isTrue();
        assertThat(rule.isProvisional(new GaussianRating(25, 2.6, 30))).isTrue();
        assertThat(rule.isProvisional(new GaussianRating(25, 2.4, 10))).isFalse();
    }
}
