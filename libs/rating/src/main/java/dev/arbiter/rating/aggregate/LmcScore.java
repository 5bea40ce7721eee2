package dev.arbiter.rating.aggregate;

/**
 * One entry's part in one LMC match (LMC1) or session (LMC2).
 *
 * @param game        the game played (e.g. "rps")
 * @param entryId     the entry
 * @param opponentId  the other seat's entry, or {@code null} for a single-player session
 * @param scoreSum    the sum of the entry's {@code @score} increments
 * @param scoredMoves how many of its moves the game scored
 */
public record LmcScore(String game, String entryId, String opponentId, double scoreSum, int scoredMoves) {

    public LmcScore {
        if (scoredMoves < 0) {
            throw new IllegalArgumentException("scored moves cannot be negative: " + scoredMoves);
        }
    }
}
