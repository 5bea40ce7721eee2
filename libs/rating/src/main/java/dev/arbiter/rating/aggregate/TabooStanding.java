package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranked;
import dev.arbiter.rating.batch.ScoreStatistics;
import java.time.Duration;

/**
 * A row of {@link TabooLowestTotal}, over the games every ranked entry completed; lower {@code total} is better.
 *
 * @param total            sum of game scores
 * @param games            games counted
 * @param gamesSolved      games whose city it guessed
 * @param solvedTotal      sum of the scores of the solved games only
 * @param meanResponseTime total response time ÷ guesses
 * @param statistics       the counted results' scores, with confidence intervals; null when none was counted
 */
public record TabooStanding(int rank, String entryId, double total, int games, int gamesSolved, double solvedTotal,
                            Duration meanResponseTime, ScoreStatistics statistics) implements Ranked {

    @Override
    public double score() {
        return total;
    }

    /** Mean score per game, 0 when no game counted. */
    public double average() {
        return games == 0 ? 0 : total / games;
    }

    TabooStanding withRank(int newRank) {
        return new TabooStanding(newRank, entryId, total, games, gamesSolved, solvedTotal, meanResponseTime, statistics);
    }
}
