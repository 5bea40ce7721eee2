package dev.arbiter.vgdl.observation;

/** The {@code phase} field of an observation: which message of a level it is. */
public enum Phase {
    START, INIT, ACT, ABORT, END
}
