package dev.arbiter.judge;

/** Per-seat outcome vocabulary (architecture.md, "Result taxonomy"). */
public enum Verdict {
    OK("ok"),
    /** A move deadline, the average-rate limit, or the total match time. */
    TIMEOUT("timeout"),
    /** Exited or died before the session ended, or closed its output. */
    CRASH("crash"),
    /** Killed for exceeding its memory limit. */
    MEMORY("memory"),
    /** Sent bytes the protocol forbids (binary, overlong lines). */
    PROTOCOL("protocol"),
    /** Never announced its name in time, or announced a name already taken. */
    NO_NAME("no-name"),
    /** Wrote more than the output cap. */
    OUTPUT_LIMIT("output-limit"),
    /** Removed by an organiser. */
    DISQUALIFIED("disqualified");

    private final String wireName;

    Verdict(String wireName) {
        this.wireName = wireName;
    }

    /** The name used in JSON, transcripts and pages. */
    public String wireName() {
        return wireName;
    }
}
