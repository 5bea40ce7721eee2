package dev.arbiter.judge;

/** Whole-match outcome. Only COMPLETED matches are rated or counted against quotas. */
public enum MatchStatus {
    COMPLETED("completed"),
    /** The game program misbehaved: the organiser's fault, never the entries'. */
    GAME_ERROR("game-error"),
    /** The platform failed (a program could not be started for reasons outside the entry, a runner died). */
    INFRASTRUCTURE_ERROR("infrastructure-error"),
    CANCELLED("cancelled");

    private final String wireName;

    MatchStatus(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }
}
