package dev.arbiter.submission.persistence;

/**
 * Where an uploaded version stands. The contestant sees one timestamp per state:
 * received → stored → validating → ready | failed, or infrastructure-error (not the entry's fault); an organiser
 * may later disqualify a version. A source upload is built first: received → stored → building → (built) → ready |
 * failed, or build-failed.
 */
public enum EntryStatus {
    /** The upload arrived and passed the checks; its artefact is being stored. */
    RECEIVED,
    /** Artefact and metadata are durably stored; entry.submitted waits in the outbox. */
    STORED,
    /** entry.submitted was sent: the scheduler will run a validation match ("waiting for a runner"). */
    VALIDATING,
    /** entry.submitted was sent for a source upload: a runner will build it, then play its validation match. */
    BUILDING,
    /** The source upload did not build (a compile error, or a build limit): it never played. */
    BUILD_FAILED,
    /** The validation match passed: the version may play. */
    READY,
    /** The validation match failed because of the entry (crash, timeout, protocol, ...). */
    FAILED,
    /** The validation could not be run; never counted against the contestant's quota. */
    INFRASTRUCTURE_ERROR,
    /** An organiser removed the version from play and from the rankings, with a reason. */
    DISQUALIFIED;

    /** Lower-case, hyphenated: the form used in the API and on pages. */
    public String label() {
        return name().toLowerCase().replace('_', '-');
    }

    public boolean isFinal() {
        return this == READY || this == FAILED || this == BUILD_FAILED || this == INFRASTRUCTURE_ERROR || this == DISQUALIFIED;
    }
}
