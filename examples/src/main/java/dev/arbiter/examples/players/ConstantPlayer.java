package dev.arbiter.examples.players;

import java.util.List;

/** Always plays the first symbol of the current alphabet. */
public final class ConstantPlayer implements LmcPlayerLoop.Player {

    public static void main(String[] args) {
        LmcPlayerLoop.play(new ConstantPlayer());
    }

    @Override
    public String name() {
        return "java-constant";
    }

    @Override
    public List<String> move(List<String> alphabet) {
        return LmcPlayerLoop.firstSymbol(alphabet);
    }
}
