package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranked;
import dev.arbiter.rating.batch.Interval;
import dev.arbiter.rating.batch.ScoreStatistics;

/**
 * A row of a {@link ScoreRanking}.
 *
 * @param score      the ranking's headline number (total, mean, mean per turn, normalised score)
 * @param counted    how many of the entry's results the ranking counted
 * @param statistics the counted results' scores with their intervals; null for the LMC rankings, which
 *                   average ratios rather than scores
 * @param interval   the 95 % interval of {@code score}; null where the ranking has none
 */
public record ScoreStanding(int rank, String entryId, double score, int counted, ScoreStatistics statistics,
                            Interval interval) implements Ranked {
}
