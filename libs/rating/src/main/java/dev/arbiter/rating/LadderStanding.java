package dev.arbiter.rating;

/**
 * One row of a ladder leaderboard.
 *
 * @param rank        1-based; entries with exactly equal values share a rank
 * @param entryId     the entry
 * @param rating      its state at the time the standings were taken
 * @param provisional whether the ladder's {@link ProvisionalRule} still calls it provisional
 */
public record LadderStanding<S extends Rating>(int rank, String entryId, S rating, boolean provisional) {
}
