package dev.arbiter.scheduler.persistence;

import java.util.Locale;

/**
 * A competition's phase: the ladder runs while open; official rounds freeze entries; closed stops everything;
 * archived is closed for good, and every transcript of the competition expires (results stay).
 */
public enum Phase {
    OPEN, OFFICIAL, CLOSED, ARCHIVED;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Phase fromWire(String text) {
        return valueOf(text.strip().toUpperCase(Locale.ROOT));
    }
}
