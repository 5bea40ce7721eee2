package dev.arbiter.rating.elo;

import dev.arbiter.rating.Rating;
import java.util.OptionalDouble;

/** An Elo rating: a single number on the logistic 400-point scale, and no uncertainty. */
public record EloRating(double rating, int matches) implements Rating {

    @Override
    public double value() {
        return rating;
    }

    @Override
    public OptionalDouble uncertainty() {
        return OptionalDouble.empty();
    }
}
