package dev.arbiter.rating.aggregate;

/**
 * One entry's validation result on one game of the GVGAI learning track: what the referee counted over the
 * validation plays (levels 3 and 4, ten times each). A disqualified play counts as a loss scoring −1000.
 *
 * @param victories  plays won
 * @param meanScore  mean game score over the plays
 * @param meanTicks  mean game ticks over the plays (fewer is better, the last tie-break)
 * @param plays      validation plays counted
 */
public record GvgaiGameResult(String entryId, String game, int victories, double meanScore, double meanTicks, int plays) {
}
