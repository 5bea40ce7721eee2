package dev.arbiter.sdk;

import java.util.List;

/**
 * A Taboo city guesser (taboo.md): {@link #guess} gets the hints of the current game so far and returns one
 * guess, a city name or integer coordinates ({@link Taboo#coordinates}). {@link Taboo#run} does the rest: one
 * line per hint, flushed; the {@code no. } prefix stripped; {@code yes}, {@code START}, {@code END} and end of
 * input understood, in every dialect and process mode the judge offers.
 *
 * <pre>{@code
 * public static void main(String[] args) {
 *     Taboo.run(hints -> hints.size() == 1 ? "Paris" : "London");
 * }
 * }</pre>
 */
@FunctionalInterface
public interface Guesser {

    /** How a game ended, as far as the guesser can tell. */
    enum Outcome {
        /** The describer said the guess was right. */
        SOLVED,
        /** The hints ran out (the judge said so, or closed the input after wrong guesses in the verbatim dialect). */
        LOST,
        /** The input closed or the next game began without a verdict (the hints-only dialect sends none). */
        ENDED
    }

    /**
     * The guess for the latest hint.
     *
     * @param hints the hints of this game, oldest first, without the {@code no. } prefix
     * @return a city name ("Venice") or {@code lat,lon} in integer degrees ("45,12"); one line
     */
    String guess(List<String> hints);

    /** A new game begins: forget the last city. */
    default void onNewGame() {
    }

    /** The game ended. */
    default void onGameEnd(Outcome outcome) {
    }
}
