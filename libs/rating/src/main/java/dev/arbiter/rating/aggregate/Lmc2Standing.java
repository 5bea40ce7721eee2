package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranked;
import java.util.Map;

/**
 * A row of {@link Lmc2NormalisedMeanPerMove}.
 *
 * @param score            average of the entry's per-game normalised results, in [0, 1]
 * @param meanScorePerMove per game: Σ scores ÷ Σ scored moves, before normalisation
 * @param gamesWon         games on which its mean per move was the best
 */
public record Lmc2Standing(int rank, String entryId, double score, Map<String, Double> meanScorePerMove, int gamesWon)
        implements Ranked {

    Lmc2Standing withRank(int newRank) {
        return new Lmc2Standing(newRank, entryId, score, meanScorePerMove, gamesWon);
    }
}
