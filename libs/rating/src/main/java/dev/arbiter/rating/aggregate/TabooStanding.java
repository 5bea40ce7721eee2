package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranked;
import java.time.Duration;

/**
 * A row of {@link TabooLowestTotal}; lower {@code total} is better.
 *
 * @param total            sum of game scores
 * @param games            games played
 * @param gamesSolved      games whose city it guessed
 * @param solvedTotal      sum of the scores of the solved games only
 * @param meanResponseTime total response time ÷ guesses
 */
public record TabooStanding(int rank, String entryId, int total, int games, int gamesSolved, int solvedTotal,
                            Duration meanResponseTime) implements Ranked {

    @Override
    public double score() {
        return total;
    }

    TabooStanding withRank(int newRank) {
        return new TabooStanding(newRank, entryId, total, games, gamesSolved, solvedTotal, meanResponseTime);
    }
}
