package dev.arbiter.vgdl.engine;

/** A TerminationSet rule: when it holds, the level ends and the player wins or loses by {@link #win()}. */
public interface Termination {
    boolean isDone(WorldView world);

    boolean win();
}
