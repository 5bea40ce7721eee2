package dev.arbiter.scheduler.persistence;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * The match lifecycle (architecture.md): requested → leased → running → finished | failed |
 * game-error | infrastructure-error | cancelled. {@code failed} is a completed match in which at least
 * one seat has a verdict other than ok; it is rated like {@code finished}.
 */
public enum MatchState {
    REQUESTED, LEASED, RUNNING, FINISHED, FAILED, GAME_ERROR, INFRASTRUCTURE_ERROR, CANCELLED;

    public static final Set<MatchState> ACTIVE = EnumSet.of(REQUESTED, LEASED, RUNNING);
    public static final Set<MatchState> RATED = EnumSet.of(FINISHED, FAILED);

    public boolean terminal() {
        return !ACTIVE.contains(this);
    }

    public boolean rated() {
        return RATED.contains(this);
    }

    public String wire() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
