package dev.arbiter.scheduler.persistence;

import java.util.Locale;

/** Where an entry version stands with the scheduler. Only {@link #READY} entries play ladder and rounds. */
public enum EntryStatus {
    VALIDATING, READY, FAILED,
    /** Its validation match could not be played (runners failed it every time); not the contestant's fault. */
    VALIDATION_ERROR,
    DISQUALIFIED,
    /** The organiser's reference player: validates entries, never plays the ladder or rounds. */
    REFERENCE;

    public String wire() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
