package dev.arbiter.rating.glicko2;

import dev.arbiter.rating.Rating;
import java.time.Instant;
import java.util.OptionalDouble;

/**
 * A Glicko-2 rating on the Glicko (1500-centred) scale.
 *
 * @param rating      r
 * @param deviation   RD, one standard deviation of the belief about r
 * @param volatility  σ, how erratic the entry's results have been
 * @param matches     rated matches played
 * @param lastMatchAt when the last rated match ended; {@code null} before the first one
 */
public record Glicko2Rating(double rating, double deviation, double volatility, int matches, Instant lastMatchAt)
        implements Rating {

    @Override
    public double value() {
        return rating;
    }

    @Override
    public OptionalDouble uncertainty() {
        return OptionalDouble.of(deviation);
    }
}
