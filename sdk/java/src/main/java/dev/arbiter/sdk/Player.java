package dev.arbiter.sdk;

import java.util.List;

/**
 * An LMC1 or LMC2 player (lmc1.md, lmc2.md layers 1 and 2): override the callbacks, call {@link #run()} from
 * {@code main}, and never parse a line. The SDK names the player at start-up, turns judge lines into calls,
 * answers every move request with exactly one output line, keeps the game's score total, ignores comments
 * and channels it does not know, and exits with status 0 on {@code @command exit} or end of input.
 *
 * <pre>{@code
 * public final class Echo extends Player {
 *     private List<String> last = List.of();
 *     public String name() { return "echo"; }
 *     public void onNewGame(List<String> alphabet) { last = List.of(alphabet.get(0)); }
 *     public void onInput(List<String> words) { last = words; }
 *     public List<String> move() { return last; }
 *     public static void main(String[] args) { new Echo().run(); }
 * }
 * }</pre>
 *
 * <p>Calls come one at a time, on the thread that called {@link #run()}.
 */
public abstract class Player implements LmcCallbacks {

    private final GameTally tally = new GameTally();

    /** The name announced with {@code @info name}: one word, unique in a tournament. */
    public abstract String name();

    /**
     * A new game begins (possibly against a new opponent) with these legal symbols: forget what was learned.
     * Called once per game, before any other call of that game.
     */
    public void onNewGame(List<String> alphabet) {
    }

    /** The words of an observed move or utterance ({@code @input}, or a bare line). */
    public void onInput(List<String> words) {
    }

    /**
     * The words of this player's move: one symbol of the alphabet for LMC1, an utterance for LMC2. An empty
     * list, or an exception, answers with no move (the game scores it as illegal) and keeps the player running.
     */
    public abstract List<String> move();

    /** A score increment in [−1, 1]: not a running total ({@link #gameScore()} is). */
    public void onScore(double increment) {
    }

    /** A layer-2 hint: the answer the game considered right for this player's last move. */
    public void onHint(List<String> words) {
    }

    /** The judge ends the session; the process exits after this returns. */
    public void onExit() {
    }

    /** The legal symbols of the current game; null before the first game. */
    public final List<String> alphabet() {
        return tally.alphabet();
    }

    /** The sum of the score increments of the current game. */
    public final double gameScore() {
        return tally.total();
    }

    /** How many scores the current game has sent. */
    public final int scoresThisGame() {
        return tally.scores();
    }

    /** Plays on this process's standard input and output with {@link Dialect#load()}, then exits the process. */
    public final void run() {
        int status = Lmc.play(this, tally, LineChannel.stdio(), Dialect.load());
        System.exit(status);
    }
}
