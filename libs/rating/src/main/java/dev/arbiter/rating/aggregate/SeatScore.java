package dev.arbiter.rating.aggregate;

/**
 * One entry's seat in one completed match, as the platform and the CLI keep it: everything a
 * {@link ScoreRanking} reads.
 *
 * @param game        the game played (e.g. "rps"): LMC rankings weigh games equally
 * @param instance    which instance of it (the match's seed): Taboo compares entries on the instances all completed
 * @param entryId     the entry
 * @param opponentId  the other seat's entry, or null in a single-player match
 * @param score       the seat's score (the sum of its increments)
 * @param scoredMoves how many of its moves the game scored
 */
public record SeatScore(String game, String instance, String entryId, String opponentId, double score, int scoredMoves) {
}
