package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranked;
import java.util.Map;

/**
 * A row of {@link GvgaiPointsPerGame}.
 *
 * @param score         Formula-1 points summed over the games
 * @param pointsPerGame per game: the points it received
 */
public record GvgaiStanding(int rank, String entryId, double score, Map<String, Double> pointsPerGame) implements Ranked {

    GvgaiStanding withRank(int newRank) {
        return new GvgaiStanding(newRank, entryId, score, pointsPerGame);
    }
}
