package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranked;
import dev.arbiter.rating.batch.ScoreStatistics;

/** A row of {@link SumOfScores} or {@link MeanOfScores}: the headline {@code score} and its statistics. */
public record ScoreTotal(int rank, String entryId, double score, ScoreStatistics statistics) implements Ranked {
}
