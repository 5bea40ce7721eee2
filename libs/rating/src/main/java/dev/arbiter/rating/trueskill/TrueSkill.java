package dev.arbiter.rating.trueskill;

import dev.arbiter.rating.MatchResult;
import dev.arbiter.rating.ProvisionalRule;
import dev.arbiter.rating.RatingSystem;
import dev.arbiter.rating.math.Normal;
import java.util.List;

/**
 * The two-player TrueSkill update of Herbrich, Minka &amp; Graepel, "TrueSkill™: A Bayesian Skill
 * Rating System" (NIPS 2006), with draws and a draw margin.
 *
 * <p>Per match: σ² += τ² for both seats; c² = 2β² + σ₁² + σ₂²; t = (μ_winner − μ_loser)/c and
 * ε = margin/c; then μ_winner += σ_winner²/c · v, μ_loser −= σ_loser²/c · v and each
 * σ² ← σ²(1 − σ²/c² · w), with v, w those of a win or of a draw ({@link TruncatedGaussian}). The draw
 * margin makes two equal entries draw with the configured probability:
 * margin = Φ⁻¹((p + 1)/2) · √2 · β.
 */
public final class TrueSkill implements RatingSystem<GaussianRating> {

    private final TrueSkillSettings settings;
    private final double drawMargin;

    public TrueSkill() {
        this(TrueSkillSettings.DEFAULTS);
    }

    public TrueSkill(TrueSkillSettings settings) {
        this.settings = settings;
        this.drawMargin = drawMargin(settings.drawProbability(), settings.beta());
    }

    /** The performance difference below which two players draw, for a draw probability between equals. */
    public static double drawMargin(double drawProbability, double beta) {
        if (drawProbability == 0.0) {
            return 0.0;
        }
        return Normal.quantile((drawProbability + 1.0) / 2.0) * StrictMath.sqrt(2.0) * beta;
    }

    public TrueSkillSettings settings() {
        return settings;
    }

    @Override
    public GaussianRating unrated() {
        return new GaussianRating(settings.initialMean(), settings.initialDeviation(), 0);
    }

    @Override
    public List<GaussianRating> update(List<GaussianRating> before, MatchResult result) {
        double firstOutcome = result.firstSeatOutcome();
        boolean draw = firstOutcome == 0.5;
        if (draw && drawMargin == 0.0) {
            throw new IllegalArgumentException("result " + result.resultId()
                    + " is a draw, but TrueSkill was set up for a game without draws (draw probability 0)");
        }
        boolean firstWon = firstOutcome == 1.0;
        GaussianRating winner = before.get(firstWon || draw ? 0 : 1);
        GaussianRating loser = before.get(firstWon || draw ? 1 : 0);

        double tauSquared = settings.dynamics() * settings.dynamics();
        double winnerVariance = winner.deviation() * winner.deviation() + tauSquared;
        double loserVariance = loser.deviation() * loser.deviation() + tauSquared;
        double cSquared = 2.0 * settings.beta() * settings.beta() + winnerVariance + loserVariance;
        double c = StrictMath.sqrt(cSquared);
        double t = (winner.mean() - loser.mean()) / c;
        double epsilon = drawMargin / c;
        double v = draw ? TruncatedGaussian.vDraw(t, epsilon) : TruncatedGaussian.vWin(t, epsilon);
        double w = draw ? TruncatedGaussian.wDraw(t, epsilon) : TruncatedGaussian.wWin(t, epsilon);

        GaussianRating newWinner = new GaussianRating(
                winner.mean() + winnerVariance / c * v,
                StrictMath.sqrt(winnerVariance * (1.0 - winnerVariance / cSquared * w)),
                winner.matches() + 1);
        GaussianRating newLoser = new GaussianRating(
                loser.mean() - loserVariance / c * v,
                StrictMath.sqrt(loserVariance * (1.0 - loserVariance / cSquared * w)),
                loser.matches() + 1);
        return firstWon || draw ? List.of(newWinner, newLoser) : List.of(newLoser, newWinner);
    }

    @Override
    public ProvisionalRule defaultProvisionalRule() {
        return new ProvisionalRule(settings.provisionalMatches(), settings.provisionalDeviation());
    }
}
