package dev.arbiter.sdk;

import java.util.List;

/**
 * The current game of an LMC session as {@link Lmc} has seen it: its alphabet and the scores sent so far. Lmc keeps it
 * and {@link Player} reads it, so neither class needs the other's internals.
 */
final class GameTally {

    private List<String> alphabet;
    private double total;
    private int scores;

    /** A new game with these symbols: the score starts again from zero. */
    void begin(List<String> symbols) {
        alphabet = symbols;
        total = 0;
        scores = 0;
    }

    void add(double increment) {
        total += increment;
        scores++;
    }

    /** Null before the first game. */
    List<String> alphabet() {
        return alphabet;
    }

    double total() {
        return total;
    }

    int scores() {
        return scores;
    }
}
