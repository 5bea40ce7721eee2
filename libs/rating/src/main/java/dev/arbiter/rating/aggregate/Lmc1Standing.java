package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranked;
import java.util.Map;

/**
 * A row of {@link Lmc1MeanScorePerTurn}.
 *
 * @param score         mean of the game totals
 * @param gameTotals    per game: mean over its matches of score sum ÷ scored turns
 * @param headToHeadSum score sums against the entries it is tied with on {@code score} (0 when untied)
 */
public record Lmc1Standing(int rank, String entryId, double score, Map<String, Double> gameTotals, double headToHeadSum)
        implements Ranked {

    Lmc1Standing withRank(int newRank) {
        return new Lmc1Standing(newRank, entryId, score, gameTotals, headToHeadSum);
    }
}
