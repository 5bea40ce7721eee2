package dev.arbiter.rating;

/**
 * Whole-match outcome, mirroring {@code arbiter.v1.MatchStatus}. Only {@link #COMPLETED} matches
 * are rated: the others say nothing about the entries' strength.
 */
public enum MatchStatus {
    COMPLETED,
    /** The game program misbehaved: the organiser's fault, the match is void. */
    GAME_ERROR,
    INFRASTRUCTURE_ERROR,
    CANCELLED;

    public boolean isRated() {
        return this == COMPLETED;
    }
}
