package dev.arbiter.scheduler.persistence;

import java.util.Locale;

/**
 * Which queue a match waits in for a runner. Runners give a free worker slot to {@link #PRIORITY} first; a
 * match keeps its lane when it is re-issued after a lapsed lease.
 */
public enum Lane {
    /** {@code match.requested}: ladders, official rounds, reruns. */
    BULK,
    /** {@code match.requested.priority}: a new entry's validation match and its first ladder matches. */
    PRIORITY;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }
}
