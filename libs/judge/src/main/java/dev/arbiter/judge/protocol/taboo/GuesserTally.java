package dev.arbiter.judge.protocol.taboo;

import dev.arbiter.judge.protocol.Seat;

/**
 * A guesser's account over a match, kept on its seat: the score (sum of game scores, taboo.md §7)
 * and the statistics the §7 tie-breaks need, under the keys {@link #SOLVED}, {@link #SOLVED_SCORE}
 * and {@link #MEAN_RESPONSE_MS}. The keys are public: a competition reads them to rank its entries.
 */
public final class GuesserTally {

    public static final String GAMES = "games";
    public static final String SOLVED = "solved";
    public static final String SOLVED_SCORE = "solvedScore";
    public static final String GUESSES = "guesses";
    public static final String MEAN_RESPONSE_MS = "meanResponseMs";

    private final Seat seat;
    private int games;
    private int solved;
    private int solvedScore;
    private int guesses;
    private long responseNanos;

    GuesserTally(Seat seat) {
        this.seat = seat;
        publish();
    }

    /** A guess arrived {@code nanos} after its hint. */
    void guess(long nanos) {
        guesses++;
        responseNanos += nanos;
        publish();
    }

    int guesses() {
        return guesses;
    }

    void solved(int score) {
        games++;
        solved++;
        solvedScore += score;
        seat.addScore(score);
        publish();
    }

    void unsolved(int score) {
        games++;
        seat.addScore(score);
        publish();
    }

    private void publish() {
        seat.stat(GAMES, games);
        seat.stat(SOLVED, solved);
        seat.stat(SOLVED_SCORE, solvedScore);
        seat.stat(GUESSES, guesses);
        seat.stat(MEAN_RESPONSE_MS, guesses == 0 ? 0 : responseNanos / 1e6 / guesses);
    }
}
