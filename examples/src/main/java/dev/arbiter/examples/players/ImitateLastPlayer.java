package dev.arbiter.examples.players;

import java.util.List;

/**
 * Plays the most recent observed input utterance back, all its words; before any input of the
 * current game, the first alphabet symbol. In two-player RoShamBo it copies the opponent's last
 * move; in the single-player imitate game it echoes.
 */
public final class ImitateLastPlayer implements LmcPlayerLoop.Player {

    private List<String> last = List.of();

    public static void main(String[] args) {
        LmcPlayerLoop.play(new ImitateLastPlayer());
    }

    @Override
    public String name() {
        return "java-imitate-last";
    }

    @Override
    public void reset() {
        last = List.of();
    }

    @Override
    public void observe(List<String> utterance) {
        last = utterance;
    }

    @Override
    public List<String> move(List<String> alphabet) {
        return last.isEmpty() ? LmcPlayerLoop.firstSymbol(alphabet) : last;
    }
}
