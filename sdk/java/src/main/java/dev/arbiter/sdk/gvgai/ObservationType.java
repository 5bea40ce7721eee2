package dev.arbiter.sdk.gvgai;

/** What the agent asks to observe from its next reply on: the state as JSON, the screen as a PNG, or both. */
public enum ObservationType {
    JSON, IMAGE, BOTH
}
