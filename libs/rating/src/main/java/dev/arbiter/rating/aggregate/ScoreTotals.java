package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranks;
import dev.arbiter.rating.batch.ScoreStatistics;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

/** What {@link SumOfScores} and {@link MeanOfScores} share: group by entry, summarise, rank by one number. */
final class ScoreTotals {

    private ScoreTotals() {
    }

    static List<ScoreTotal> rank(Collection<EntryScore> scores, double confidenceLevel,
                                 ToDoubleFunction<ScoreStatistics> headline) {
        Map<String, List<Double>> byEntry = new TreeMap<>();
        scores.forEach(score -> byEntry.computeIfAbsent(score.entryId(), id -> new ArrayList<>()).add(score.score()));
        List<ScoreTotal> rows = new ArrayList<>();
        byEntry.forEach((entryId, entryScores) -> {
            ScoreStatistics statistics = ScoreStatistics.of(entryScores, confidenceLevel);
            rows.add(new ScoreTotal(0, entryId, headline.applyAsDouble(statistics), statistics));
        });
        return Ranks.sortAndRank(rows,
                Comparator.comparingDouble(ScoreTotal::score).reversed().thenComparing(ScoreTotal::entryId),
                (a, b) -> a.score() == b.score(),
                (row, rank) -> new ScoreTotal(rank, row.entryId(), row.score(), row.statistics()));
    }
}
