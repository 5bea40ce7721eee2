package dev.arbiter.rating.glicko2;

import dev.arbiter.rating.MatchResult;
import dev.arbiter.rating.ProvisionalRule;
import dev.arbiter.rating.RatingSystem;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Glickman's Glicko-2 ("Example of the Glicko-2 system", 2013), steps 1–8 of the paper.
 *
 * <p>On a ladder every match is a rating period of one game for both seats (as Lichess does), so a
 * result moves the leaderboard the moment it arrives instead of at the end of a batch. Idle time
 * still counts: a match is taken to close a period of length {@code ratingPeriod} that ends at the
 * match, and each further {@code ratingPeriod} without a match is a period without games, adding σ²
 * to φ² (fractions pro rata). RD never grows past the initial RD, Glicko's cap for an unknown player.
 */
public final class Glicko2 implements RatingSystem<Glicko2Rating> {

    /** The paper's conversion between the Glicko scale and Glicko-2's (≈ 400 / ln 10). */
    static final double SCALE = 173.7178;
    static final double CENTRE = 1500.0;
    /** The paper's convergence tolerance for the volatility iteration. */
    private static final double EPSILON = 0.000001;

    private final Glicko2Settings settings;

    public Glicko2() {
        this(Glicko2Settings.DEFAULTS);
    }

    public Glicko2(Glicko2Settings settings) {
        this.settings = settings;
    }

    public Glicko2Settings settings() {
        return settings;
    }

    @Override
    public Glicko2Rating unrated() {
        return new Glicko2Rating(settings.initialRating(), settings.initialDeviation(), settings.initialVolatility(), 0, null);
    }

    /**
     * One rating period for one player, exactly as in the paper: {@code games} are all its games of
     * the period, against opponents as they stood at the start of it. No games: only RD grows.
     */
    public Glicko2Rating ratePeriod(Glicko2Rating player, List<Glicko2Game> games) {
        double mu = (player.rating() - CENTRE) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            double grown = Math.min(StrictMath.sqrt(phi * phi + sigma * sigma), maxPhi());
            return new Glicko2Rating(player.rating(), grown * SCALE, sigma, player.matches(), player.lastMatchAt());
        }
        double inverseVariance = 0.0;
        double scoreSurprise = 0.0;
        for (Glicko2Game game : games) {
            double opponentMu = (game.opponentRating() - CENTRE) / SCALE;
            double g = g(game.opponentDeviation() / SCALE);
            double expected = 1.0 / (1.0 + StrictMath.exp(-g * (mu - opponentMu)));
            inverseVariance += g * g * expected * (1.0 - expected);
            scoreSurprise += g * (game.score() - expected);
        }
        double v = 1.0 / inverseVariance;
        double delta = v * scoreSurprise;
        double newSigma = newVolatility(phi, sigma, v, delta);
        double phiStar = StrictMath.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1.0 / StrictMath.sqrt(1.0 / (phiStar * phiStar) + 1.0 / v);
        double newMu = mu + newPhi * newPhi * scoreSurprise;
        return new Glicko2Rating(newMu * SCALE + CENTRE, newPhi * SCALE, newSigma, player.matches() + games.size(),
                player.lastMatchAt());
    }

    @Override
    public List<Glicko2Rating> update(List<Glicko2Rating> before, MatchResult result) {
        double firstScore = result.firstSeatOutcome();
        Glicko2Rating first = asOf(before.get(0), result.finishedAt());
        Glicko2Rating second = asOf(before.get(1), result.finishedAt());
        Glicko2Rating newFirst = ratePeriod(first, List.of(new Glicko2Game(second.rating(), second.deviation(), firstScore)));
        Glicko2Rating newSecond = ratePeriod(second, List.of(new Glicko2Game(first.rating(), first.deviation(), 1.0 - firstScore)));
        return List.of(playedAt(newFirst, result.finishedAt()), playedAt(newSecond, result.finishedAt()));
    }

    /** RD grown by the rating periods without games between the last match's period and {@code when}. */
    @Override
    public Glicko2Rating asOf(Glicko2Rating state, Instant when) {
        if (state.lastMatchAt() == null) {
            return state;
        }
        double idlePeriods = idlePeriods(state.lastMatchAt(), when);
        if (idlePeriods <= 0.0) {
            return state;
        }
        double phi = state.deviation() / SCALE;
        double sigma = state.volatility();
        double grown = Math.min(StrictMath.sqrt(phi * phi + idlePeriods * sigma * sigma), maxPhi());
        return new Glicko2Rating(state.rating(), grown * SCALE, sigma, state.matches(), state.lastMatchAt());
    }

    @Override
    public ProvisionalRule defaultProvisionalRule() {
        return new ProvisionalRule(settings.provisionalMatches(), settings.provisionalDeviation());
    }

    private double idlePeriods(Instant lastMatchAt, Instant when) {
        Duration idle = Duration.between(lastMatchAt, when).minus(settings.ratingPeriod());
        if (idle.isNegative() || idle.isZero()) {
            return 0.0;
        }
        // Whole seconds and nanoseconds separately: exact for any realistic idle time.
        double periodSeconds = settings.ratingPeriod().getSeconds() + settings.ratingPeriod().getNano() / 1e9;
        return (idle.getSeconds() + idle.getNano() / 1e9) / periodSeconds;
    }

    private double maxPhi() {
        return settings.initialDeviation() / SCALE;
    }

    private static Glicko2Rating playedAt(Glicko2Rating rating, Instant when) {
        return new Glicko2Rating(rating.rating(), rating.deviation(), rating.volatility(), rating.matches(), when);
    }

    private static double g(double phi) {
        return 1.0 / StrictMath.sqrt(1.0 + 3.0 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5: the Illinois variant of regula falsi on f(x), x = ln σ'², as the paper gives it. */
    private double newVolatility(double phi, double sigma, double v, double delta) {
        double tau = settings.tau();
        double a = StrictMath.log(sigma * sigma);
        double deltaSquared = delta * delta;
        double phiSquared = phi * phi;
        VolatilityObjective f = x -> {
            double ex = StrictMath.exp(x);
            double denominator = phiSquared + v + ex;
            return ex * (deltaSquared - phiSquared - v - ex) / (2.0 * denominator * denominator) - (x - a) / (tau * tau);
        };
        double lower = a;
        double upper;
        if (deltaSquared > phiSquared + v) {
            upper = StrictMath.log(deltaSquared - phiSquared - v);
        } else {
            int k = 1;
            while (f.at(a - k * tau) < 0.0) {
                k++;
            }
            upper = a - k * tau;
        }
        double fLower = f.at(lower);
        double fUpper = f.at(upper);
        while (Math.abs(upper - lower) > EPSILON) {
            double candidate = lower + (lower - upper) * fLower / (fUpper - fLower);
            double fCandidate = f.at(candidate);
            if (fCandidate * fUpper <= 0.0) {
                lower = upper;
                fLower = fUpper;
            } else {
                fLower = fLower / 2.0;
            }
            upper = candidate;
            fUpper = fCandidate;
        }
        return StrictMath.exp(lower / 2.0);
    }

    @FunctionalInterface
    private interface VolatilityObjective {
        double at(double x);
    }
}
