package dev.arbiter.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A random player seeded with ARBITER_SEED plays the same game again, and that game looks uniform. */
class RandomPlayersReplayFromArbiterSeedTest {

    private static final List<String> ALPHABET = List.of("rock", "paper", "scissors");
    private static final int MOVES = 300;

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.arbiter.examples.ExamplePlayer#randoms")
    void playsTheSameMovesForTheSameSeedAndUniformlyOverTheAlphabet(ExamplePlayer player) throws Exception {
        List<String> first = play(player, "-8046573213212418901");
        List<String> replay = play(player, "-8046573213212418901");
        List<String> otherSeed = play(player, "42");

        assertThat(replay).isEqualTo(first);
        assertThat(otherSeed).isNotEqualTo(first);
        // Expected 100 each (sd ~8.2); the seeds are fixed, so this cannot flake.
        Map<String, Long> counts = first.stream().collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        assertThat(counts).containsOnlyKeys(ALPHABET).allSatisfy((symbol, count) -> assertThat(count).isBetween(70L, 130L));
    }

    private static List<String> play(ExamplePlayer player, String seed) throws Exception {
        try (var process = player.start(Map.of("ARBITER_SEED", seed))) {
            process.nextLine();
            process.send("@command new", "@command alphabet " + String.join(" ", ALPHABET));
            List<String> moves = new ArrayList<>();
            for (int i = 0; i < MOVES; i++) {
                moves.add(process.move().getFirst());
            }
            process.send("@command exit");
            assertThat(process.awaitExitWithStatusZero()).isEmpty();
            return moves;
        }
    }
}
