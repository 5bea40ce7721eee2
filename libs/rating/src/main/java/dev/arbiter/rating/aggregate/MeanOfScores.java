package dev.arbiter.rating.aggregate;

import java.util.Collection;
import java.util.List;

/**
 * Ranks entries by the mean of their match scores, highest first, with a Student-t confidence
 * interval of the mean ({@link dev.arbiter.rating.batch.ScoreStatistics}).
 */
public final class MeanOfScores {

    private final double confidenceLevel;

    public MeanOfScores() {
        this(0.95);
    }

    public MeanOfScores(double confidenceLevel) {
        this.confidenceLevel = confidenceLevel;
    }

    public List<ScoreTotal> rank(Collection<EntryScore> scores) {
        return ScoreTotals.rank(scores, confidenceLevel, statistics -> statistics.mean());
    }
}
