package dev.arbiter.scheduler.games;

/** A game program over {@code arbiter.scheduler.max-game-bytes}: answered with 413 and this message. */
public class GameTooLargeException extends RuntimeException {
    public GameTooLargeException(String message) {
        super(message);
    }
}
