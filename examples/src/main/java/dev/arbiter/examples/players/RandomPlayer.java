package dev.arbiter.examples.players;

import java.util.List;
import java.util.SplittableRandom;

/** Plays a uniformly random symbol of the alphabet; seeded from ARBITER_SEED when it is set. */
public final class RandomPlayer implements LmcPlayerLoop.Player {

    private static final String NAME = "java-random";

    private final SplittableRandom random;

    RandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    public static void main(String[] args) {
        LmcPlayerLoop.play(new RandomPlayer(LmcPlayerLoop.seed(NAME)));
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> move(List<String> alphabet) {
        return alphabet.isEmpty() ? List.of() : List.of(alphabet.get(random.nextInt(alphabet.size())));
    }
}
