package dev.arbiter.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.examples.ExamplePlayer.Kind;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The LMC1/LMC2 player checklist (lmc1.md §10 S01–S06, lmc2.md §11 S01–S03) for every example
 * program, each test named after its item, each program run as
 * a child process exactly as a judge starts it. Every scenario ends with {@code @command exit} (or
 * end of input) and checks that the player wrote nothing beyond the lines the scenario read, which
 * is what proves "exactly one line per move request".
 */
class EveryPlayerSpeaksTheLmcProtocolTest {

    private static final List<String> ROSHAMBO = List.of("rock", "paper", "scissors");

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.arbiter.examples.ExamplePlayer#all")
    void LMC1_S01_sendsItsNameImmediatelyAtStartUp(ExamplePlayer player) throws Exception {
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
    void LMC1_S06_ignoresUnknownChannelsCommandsAndCommentLinesWithCrLfEnds(ExamplePlayer player) throws Exception {
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
    void LMC1_S03_resetsLearnedStateOnNew(ExamplePlayer player) throws Exception {
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
    void LMC2_S02_parsesMultiWordInputAndEmitsMultiWordOutput(ExamplePlayer player) throws Exception {
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

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.arbiter.examples.ExamplePlayer#all")
    void LMC1_S02_treatsALineWithoutAnAtPrefixAsAnInputMove(ExamplePlayer player) throws Exception {
        try (var process = player.start()) {
            process.nextLine();
            process.send("@command new", "@command alphabet rock paper scissors", "scissors", "@command move");
            List<String> move = process.output();
            if (player.kind() == Kind.IMITATE_LAST || player.kind() == Kind.IMITATE_LEARNER) {
                assertThat(move).containsExactly("scissors");
            } else {
                assertThat(move).singleElement().isIn(ROSHAMBO);
            }
            process.send("@command exit");
            assertThat(process.awaitExitWithStatusZero()).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.arbiter.examples.ExamplePlayer#all")
    void LMC1_S04_treatsScoresAsIncrementsAndAccumulatesThem(ExamplePlayer player) throws Exception {
        try (var process = player.start()) {
            process.nextLine();
            process.send("@command new", "@command alphabet a b", "@score 0.5", "@score -0.25", "@score 1", "@command exit");
            assertThat(process.awaitExitWithStatusZero()).isEmpty();
            assertThat(process.stderr()).contains("game total 1.250 over 3 scores");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.arbiter.examples.ExamplePlayer#all")
    void LMC1_S05_exitsCleanlyOnCommandExit(ExamplePlayer player) throws Exception {
        try (var process = player.start()) {
            process.nextLine();
            process.send("@command new", "@command alphabet a b", "@input a", "@command exit");
            assertThat(process.awaitExitWithStatusZero()).as("nothing written after exit").isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.arbiter.examples.ExamplePlayer#all")
    void LMC2_S01_meetsTheLmc1PlayerItemsInAnLmc2Session(ExamplePlayer player) throws Exception {
        // Name first (S01), hints and comments ignored or used (S06), one output per request, clean exit (S05).
        try (var process = player.start()) {
            assertThat(process.nextLine()).isEqualTo("@info name " + player.name());
            process.send("@command new", "@command alphabet a b c d e", "# trainer comment", "@input b a d", "@command move");
            assertThat(process.output()).isNotEmpty().allMatch(s -> List.of("a", "b", "c", "d", "e").contains(s));
            process.send("@score -0.5", "@hint b a d", "@input c", "@command move");
            assertThat(process.output()).isNotEmpty().allMatch(s -> List.of("a", "b", "c", "d", "e").contains(s));
            process.send("@command exit");
            assertThat(process.awaitExitWithStatusZero()).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.arbiter.examples.ExamplePlayer#all")
    void LMC2_S03_usesHintsWhenPresentAndIgnoresThemOtherwise(ExamplePlayer player) throws Exception {
        try (var process = player.start()) {
            process.nextLine();
            // The hints teach "reverse": a learner must answer the reversed input; others must not trip on hints.
            process.send("@command new", "@command alphabet a b c d e");
            for (String[] pair : new String[][]{{"a b c", "c b a"}, {"d e", "e d"}, {"b a", "a b"}}) {
                process.send("@input " + pair[0], "@command move");
                process.output();
                process.send("@score 0", "@hint " + pair[1]);
            }
            process.send("@input a b d", "@command move");
            List<String> answer = process.output();
            switch (player.kind()) {
                case IMITATE_LEARNER -> assertThat(answer).containsExactly("d", "b", "a");
                case IMITATE_LAST -> assertThat(answer).containsExactly("a", "b", "d");
                default -> assertThat(answer).singleElement().isIn("a", "b", "c", "d", "e");
            }
            process.send("@command exit");
            assertThat(process.awaitExitWithStatusZero()).isEmpty();
        }
    }
}
