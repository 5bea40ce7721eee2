package dev.arbiter.rating.trueskill;

import dev.arbiter.rating.Rating;
import java.util.OptionalDouble;

/**
 * A TrueSkill belief about an entry's skill: Normal(mean, deviation²). The leaderboard shows the
 * conservative estimate μ − 3σ, which an entry beats with about 99.9 % probability, so a new entry
 * starts near 0 and climbs as the system grows sure of it.
 */
public record GaussianRating(double mean, double deviation, int matches) implements Rating {

    public static final double CONSERVATIVE_MULTIPLIER = 3.0;

    public double conservative() {
        return mean - CONSERVATIVE_MULTIPLIER * deviation;
    }

    @Override
    public double value() {
        return conservative();
    }

    @Override
    public OptionalDouble uncertainty() {
        return OptionalDouble.of(deviation);
    }
}
