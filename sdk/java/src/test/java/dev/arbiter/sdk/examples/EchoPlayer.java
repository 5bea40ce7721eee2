package dev.arbiter.sdk.examples;

import dev.arbiter.sdk.Player;

import java.util.List;

/** The smallest useful LMC player: plays back what it last observed (in RoShamBo, the opponent's last move). */
public final class EchoPlayer extends Player {

    private List<String> last = List.of();

    @Override
    public String name() {
        return "sdk-echo";
    }

    @Override
    public void onNewGame(List<String> alphabet) {
        last = List.of(alphabet.get(0)); // nothing observed yet in this game
    }

    @Override
    public void onInput(List<String> words) {
        last = words;
    }

    @Override
    public List<String> move() {
        return last;
    }

    public static void main(String[] args) {
        new EchoPlayer().run();
    }
}
