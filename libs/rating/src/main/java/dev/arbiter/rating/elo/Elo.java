package dev.arbiter.rating.elo;

import dev.arbiter.rating.MatchResult;
import dev.arbiter.rating.ProvisionalRule;
import dev.arbiter.rating.RatingSystem;
import java.util.List;

/**
 * Elo's rating system with the logistic curve on a 400-point scale: a player rated 400 points above
 * another is expected to score 10 : 1 against it. After a match each seat moves by
 * {@code K × (actual − expected)}, so both moves are equal and opposite.
 */
public final class Elo implements RatingSystem<EloRating> {

    public static final double DEFAULT_INITIAL_RATING = 1500.0;
    /** The K of many online ladders: large enough to follow entries that improve between uploads. */
    public static final double DEFAULT_K_FACTOR = 32.0;
    /** Elo has no uncertainty, so only the match count can make it provisional. */
    public static final int DEFAULT_PROVISIONAL_MATCHES = 20;

    private final double initialRating;
    private final double kFactor;

    public Elo() {
        this(DEFAULT_INITIAL_RATING, DEFAULT_K_FACTOR);
    }

    public Elo(double initialRating, double kFactor) {
        if (!(kFactor > 0)) {
            throw new IllegalArgumentException("K must be positive: " + kFactor);
        }
        this.initialRating = initialRating;
        this.kFactor = kFactor;
    }

    /** The score {@code rating} is expected to take from a game against {@code opponentRating}. */
    public static double expectedScore(double rating, double opponentRating) {
        return 1.0 / (1.0 + StrictMath.pow(10.0, (opponentRating - rating) / 400.0));
    }

    @Override
    public EloRating unrated() {
        return new EloRating(initialRating, 0);
    }

    @Override
    public List<EloRating> update(List<EloRating> before, MatchResult result) {
        double firstActual = result.firstSeatOutcome();
        EloRating first = before.get(0);
        EloRating second = before.get(1);
        double change = kFactor * (firstActual - expectedScore(first.rating(), second.rating()));
        return List.of(
                new EloRating(first.rating() + change, first.matches() + 1),
                new EloRating(second.rating() - change, second.matches() + 1));
    }

    @Override
    public ProvisionalRule defaultProvisionalRule() {
        return ProvisionalRule.byMatches(DEFAULT_PROVISIONAL_MATCHES);
    }
}
