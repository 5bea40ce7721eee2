package dev.arbiter.scheduler.persistence;

import java.util.Locale;

/** Why a match exists; decides where its result goes. */
public enum MatchKind {
    VALIDATION, LADDER, OFFICIAL, RERUN;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }
}
