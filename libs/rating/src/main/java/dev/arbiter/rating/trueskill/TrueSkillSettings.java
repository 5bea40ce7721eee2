package dev.arbiter.rating.trueskill;

/**
 * TrueSkill's parameters, defaulting to those of Herbrich, Minka and Graepel (2006) and of
 * Moserware's "Computing Your Skill": μ₀ = 25, σ₀ = 25/3, β = σ₀/2, τ = σ₀/100, 10 % draws.
 *
 * @param initialMean          μ of a new entry
 * @param initialDeviation     σ of a new entry
 * @param beta                 β, the spread of one game's performance around skill
 * @param dynamics             τ, added (in quadrature) to σ before every match so that skill may drift
 * @param drawProbability      how often two equal entries draw; 0 for games without draws
 * @param provisionalMatches   matches before a rating can stop being provisional
 * @param provisionalDeviation σ above which a rating is provisional
 */
public record TrueSkillSettings(double initialMean, double initialDeviation, double beta, double dynamics,
                                double drawProbability, int provisionalMatches, double provisionalDeviation) {

    /**
     * The paper's values. Provisional while σ exceeds 2.5 (30 % of σ₀; two equal entries reach it
     * after about a dozen matches) or before 10 matches.
     */
    public static final TrueSkillSettings DEFAULTS =
            new TrueSkillSettings(25.0, 25.0 / 3.0, 25.0 / 6.0, 25.0 / 300.0, 0.10, 10, 2.5);

    public TrueSkillSettings {
        if (!(initialDeviation > 0) || !(beta > 0) || !(dynamics >= 0)) {
            throw new IllegalArgumentException("σ₀ and β must be positive and τ not negative");
        }
        if (!(drawProbability >= 0 && drawProbability < 1)) {
            throw new IllegalArgumentException("the draw probability must be in [0, 1): " + drawProbability);
        }
    }

    public TrueSkillSettings withDrawProbability(double probability) {
        return new TrueSkillSettings(initialMean, initialDeviation, beta, dynamics, probability, provisionalMatches,
                provisionalDeviation);
    }
}
