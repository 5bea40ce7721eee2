package dev.arbiter.rating.aggregate;

/**
 * One validation play (levels 3 and 4) of one entry on one GVGAI game. A disqualified play is a loss
 * with score −1000 (gvgai-learning.md §8): the caller records it as {@code won = false, score = -1000}.
 */
public record GvgaiPlay(String game, String entryId, boolean won, double score, long ticks) {

    public static final double DISQUALIFIED_SCORE = -1000.0;
}
