package dev.arbiter.rating.aggregate;

import java.util.Collection;
import java.util.List;

/**
 * Ranks entries by the sum of their match scores, highest first, each total with a Student-t
 * confidence interval ({@link dev.arbiter.rating.batch.ScoreStatistics}). Fair only when every entry
 * played the same number of matches, as in an official round; otherwise use {@link MeanOfScores}.
 */
public final class SumOfScores {

    private final double confidenceLevel;

    public SumOfScores() {
        this(0.95);
    }

    public SumOfScores(double confidenceLevel) {
        this.confidenceLevel = confidenceLevel;
    }

    public List<ScoreTotal> rank(Collection<EntryScore> scores) {
        return ScoreTotals.rank(scores, confidenceLevel, statistics -> statistics.sum());
    }
}
