package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranked;

import java.util.Map;

/**
 * A row of {@link GvgaiFormulaOnePoints}: points summed over the games of the set.
 *
 * @param gameRanks the entry's rank on each game it played, by game name
 */
public record GvgaiStanding(int rank, String entryId, int points, Map<String, Integer> gameRanks) implements Ranked {

    public GvgaiStanding {
        gameRanks = Map.copyOf(gameRanks);
    }

    @Override
    public double score() {
        return points;
    }

    GvgaiStanding withRank(int newRank) {
        return new GvgaiStanding(newRank, entryId, points, gameRanks);
    }
}
