package dev.arbiter.rating.aggregate;

import java.time.Duration;

/**
 * One Taboo evaluation game of one entry.
 *
 * @param hints        hints the game had
 * @param guesses      guesses the entry made, counting the correct one
 * @param solved       whether it guessed the city before the hints ran out
 * @param responseTime total time it took over all its guesses (for the last tie-break)
 */
public record TabooGame(String entryId, int hints, int guesses, boolean solved, Duration responseTime) {

    /** The penalty over the hint count for a game never solved (taboo.md §7). */
    public static final int UNSOLVED_PENALTY = 10;

    public TabooGame {
        if (hints < 1 || guesses < 0 || guesses > hints) {
            throw new IllegalArgumentException("a game of " + hints + " hints cannot take " + guesses + " guesses");
        }
        if (solved && guesses == 0) {
            throw new IllegalArgumentException("a solved game took at least one guess");
        }
    }

    /** Guesses including the correct one, or hints + 10 when unsolved (crashes and timeouts included). */
    public int score() {
        return solved ? guesses : hints + UNSOLVED_PENALTY;
    }
}
