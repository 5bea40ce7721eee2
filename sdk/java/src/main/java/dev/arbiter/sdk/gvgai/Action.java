package dev.arbiter.sdk.gvgai;

/**
 * What an avatar can do in a tick, by the track's names. {@link #ACTION_ESCAPE} gives the level up (it ends with
 * an ABORT observation). An action the avatar lacks (aliens has only USE, LEFT and RIGHT) is played as NIL.
 */
public enum Action {
    ACTION_NIL, ACTION_UP, ACTION_LEFT, ACTION_DOWN, ACTION_RIGHT, ACTION_USE, ACTION_ESCAPE
}
