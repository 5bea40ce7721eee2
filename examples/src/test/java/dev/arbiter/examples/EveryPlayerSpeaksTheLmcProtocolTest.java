package dev.arbiter.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.examples.ExamplePlayer.Kind;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The LMC1/LMC2 player checklist (LMC1-S01..S06, LMC2-S02) for every example program, each run as
 * a child process exactly as a judge starts it. Every scenario ends with {@code @command exit} (or
 * end of input) and checks that the player wrote nothing beyond the lines the scenario read, which
 * is what proves "exactly one line per move request".
 */
class EveryPlayerSpeaksTheLmcProtocolTest {

    private static final List<String> ROSHAMBO = List.of("rock", "paper", "scissors");

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.arbiter.examples.ExamplePlayer#all")
    void announcesItsNameBeforeAnythingElse(ExamplePlayer player) throws Exception {
        try (var process = player.start()) {
            assertThat(process.nextLine()).isEqualTo("@info name " + player.name());
            process.send("@command exit");
            assertThat(process.awaitExitWithStatusZero()).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.arbiter.examples.ExamplePlayer#all")
    void answersEveryMoveRequestWithOneOutputLineOfOneLegalSymbol(ExamplePlayer player) throws Exception {
        try (var process = player.start()) {
            process.nextLine();
            process.send("@command new", "@command alphabet " + String.join(" ", ROSHAMBO));
            for (int turn = 0; turn < 30; turn++) {
                assertThat(process.move()).as("turn %d", turn).singleElement().isIn(ROSHAMBO);
                process.send("@score " + (turn % 3 - 1), "@input " + ROSHAMBO.get(turn * 7 % 3));
            }
            // Two requests in a row get two answers, not one.
            process.send("@command move", "@command move");
            assertThat(process.output()).singleElement().isIn(ROSHAMBO);
            assertThat(process.output()).singleElement().isIn(ROSHAMBO);
            process.send("@command exit");
            assertThat(process.awaitExitWithStatusZero()).as("lines beyond one per move request").isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.arbiter.examples.ExamplePlayer#all")
    void ignoresCrLfLineEndsCommentsAndUnknownChannelsAndCommands(ExamplePlayer player) throws Exception {
        try (var process = player.start()) {
            process.nextLine();
            process.sendRaw("""
                    @command new\r
                    @command alphabet a b c d\r
                    # a judge comment\r
                    @foo bar baz\r
                    @command frobnicate now\r
                    @info opponent someone\r
                    @input b\r
                    @command move\r
                    """);
            List<String> first = process.output();
            process.sendRaw("@score 0.5\r\n@hint b\r\n#\r\n\r\nc\r\n@command move\r\n"); // "c": a bare input line
            List<String> second = process.output();

            switch (player.kind()) {
                case CONSTANT -> {
                    assertThat(first).containsExactly("a");
                    assertThat(second).containsExactly("a");
                }
                case RANDOM -> {
                    assertThat(first).singleElement().isIn("a", "b", "c", "d");
                    assertThat(second).singleElement().isIn("a", "b", "c", "d");
                }
                case IMITATE_LAST, IMITATE_LEARNER -> { // the learner echoes: its one hint was an echo
                    assertThat(first).containsExactly("b");
                    assertThat(second).containsExactly("c");
                }
            }
            process.sendRaw("@command exit\r\n");
            assertThat(process.awaitExitWithStatusZero()).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.arbiter.examples.ExamplePlayer#all")
    void forgetsTheLastGameOnNew(ExamplePlayer player) throws Exception {
        try (var process = player.start()) {
            process.nextLine();
            // Game 1 teaches "shift by one": y -> z.
            process.send("@command new", "@command alphabet x y z", "@input y");
            process.move();
            process.send("@score -1", "@hint z", "@input y");
            List<String> learned = process.move();

            // Game 2, same alphabet: nothing from game 1 may show.
            process.send("@command new", "@command alphabet x y z");
            List<String> beforeInput = process.move();
            process.send("@input y");
            List<String> afterInput = process.move();

            switch (player.kind()) {
                case CONSTANT -> assertThat(List.of(beforeInput, afterInput)).containsOnly(List.of("x"));
                case RANDOM -> assertThat(List.of(beforeInput, afterInput)).allSatisfy(
                        move -> assertThat(move).singleElement().isIn("x", "y", "z"));
                case IMITATE_LAST -> {
                    assertThat(beforeInput).as("no input yet in game 2").containsExactly("x");
                    assertThat(afterInput).containsExactly("y");
                }
                case IMITATE_LEARNER -> {
                    assertThat(learned).as("game 1 was learned").containsExactly("z");
                    assertThat(beforeInput).as("no input yet in game 2").containsExactly("x");
                    assertThat(afterInput).as("back to echo").containsExactly("y");
                }
            }
            process.send("@command exit");
            assertThat(process.awaitExitWithStatusZero()).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.arbiter.examples.ExamplePlayer#all")
    void exitsWithStatusZeroAtEndOfInput(ExamplePlayer player) throws Exception {
        try (var process = player.start()) {
            process.nextLine();
            process.send("@command new", "@command alphabet 0 1 2 3 4 5 6 7 8 9", "@input 7", "@score 0.25");
            process.closeStdin();
            assertThat(process.awaitExitWithStatusZero()).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.arbiter.examples.ExamplePlayer#all")
    void playsMultiWordUtterancesWhenImitating(ExamplePlayer player) throws Exception {
        try (var process = player.start()) {
            process.nextLine();
            process.send("@command new", "@command alphabet a b c d e", "@input c a b");
            List<String> move = process.move();
            if (player.kind() == Kind.IMITATE_LAST || player.kind() == Kind.IMITATE_LEARNER) {
                assertThat(move).containsExactly("c", "a", "b");
            } else {
                assertThat(move).singleElement().isIn("a", "b", "c", "d", "e");
            }
            process.send("@command exit");
            assertThat(process.awaitExitWithStatusZero()).isEmpty();
        }
    }
}
