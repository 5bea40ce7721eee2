import dev.arbiter.sdk.Player;

import java.util.List;

/**
 * {{name}}: a player for {{game}}, written with Arbiter's Java SDK. It plays a legal move from the start: what
 * it last observed (in rps the opponent's last move; in imitate and grammar the trainer's utterance). Make it
 * learn: the callbacks below are every event of a game.
 */
public final class MyPlayer extends Player {

    private List<String> last = List.of();

    @Override
    public String name() {
        return "{{name}}";
    }

    /** A game begins with these legal symbols: forget what the last game taught. */
    @Override
    public void onNewGame(List<String> alphabet) {
        last = List.of(alphabet.get(0));
    }

    /** A move or utterance this player observed. */
    @Override
    public void onInput(List<String> words) {
        last = words;
    }

    /** This player's move: symbols of the alphabet. */
    @Override
    public List<String> move() {
        return last;
    }

    /** The score of the last move, in [-1, 1]; gameScore() has the game's total. */
    @Override
    public void onScore(double increment) {
    }

    /** LMC2 games (imitate, grammar) send the answer they wanted after each score. */
    @Override
    public void onHint(List<String> words) {
    }

    public static void main(String[] args) {
        new MyPlayer().run();
    }
}
