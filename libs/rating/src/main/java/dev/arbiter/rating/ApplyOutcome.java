package dev.arbiter.rating;

/** What {@link Ladder#apply} did with a result. */
public enum ApplyOutcome {
    /** The result moved its seats' ratings. */
    APPLIED,
    /** A result with this id was applied before: nothing changed (a re-delivered event). */
    DUPLICATE,
    /** Not a completed match (infrastructure error, cancelled, void): never rated, nothing changed. */
    NOT_RATED,
    /**
     * Its sequence is not after the last applied one: applying it now would give ratings that a
     * recomputation could not reproduce, so nothing changed and the caller should recompute.
     */
    OUT_OF_ORDER
}
