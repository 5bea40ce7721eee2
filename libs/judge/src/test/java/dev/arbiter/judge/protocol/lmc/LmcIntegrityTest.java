package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.judge.testkit.ScriptedGame;
import dev.arbiter.judge.testkit.ScriptedGame.Script;
import dev.arbiter.sandbox.ProcessSpec;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import static dev.arbiter.judge.testkit.JudgeKit.fastLimits;
import static dev.arbiter.judge.testkit.JudgeKit.inProcess;
import static dev.arbiter.judge.testkit.JudgeKit.testPlayer;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The judge holds the game to its side of the protocol as it holds the players to theirs: a score in any form
 * but a plain decimal, a protocol line that is not ASCII, or an alphabet symbol outside the allowed characters
 * voids the match naming the line; only comment lines may carry any byte; and an answer owed from before a new
 * game is judged by the alphabet its request was asked under, in LMC1 and LMC2 alike.
 */
class LmcIntegrityTest {

    private static Played playAlone(Script script, Participant player) {
        return JudgeKit.play(LmcProtocol.lmc1(), inProcess(new ScriptedGame(script.end())), List.of(player), fastLimits());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e-1", "0x1p-1", "1d", "NaN", "Infinity", "0.5 ", ".5", "1,5", "--1"})
    void aScoreThatIsNotAPlainDecimalVoidsTheMatchNamingTheLine(String score) {
        var played = playAlone(Script.create().open("a b", 1).line("@player 1 @score " + score), testPlayer());
        assertThat(played.result().status()).isEqualTo(MatchStatus.GAME_ERROR);
        assertThat(played.result().statusDetail()).isEqualTo("the game sent p1 a score that is not a decimal number: \"@score "
                + score + "\"");
        assertThat(played.sentTo("p1")).noneMatch(l -> l.startsWith("@score"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "-1", "0.25", "+0.5", "-0.", "1.000"})
    void plainDecimalScoresAreRelayed(String score) {
        var played = playAlone(Script.create().open("a b", 1).line("@player 1 @score " + score), testPlayer());
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(played.result().seats().getFirst().score()).isEqualTo(Double.parseDouble(score));
    }

    @Test
    void aGameLineThatIsNotAsciiVoidsTheMatchNamingTheLine() {
        var played = playAlone(Script.create().open("a b", 1).line("@player 1 @hint caf\u00e9"), testPlayer());
        assertThat(played.result().status()).isEqualTo(MatchStatus.GAME_ERROR);
        assertThat(played.result().statusDetail()).isEqualTo(
                "the game sent a line with non-ASCII or control bytes: \"@player 1 @hint caf\\xe9\"");
    }

    @Test
    void anAlphabetSymbolWithWhitespaceInsideVoidsTheMatch() {
        var played = playAlone(Script.create().line("@player 1 @command new").line("@player 1 @command alphabet a\tb c"), testPlayer());
        assertThat(played.result().status()).isEqualTo(MatchStatus.GAME_ERROR);
        assertThat(played.result().statusDetail()).isEqualTo("the game sent p1 a bad alphabet: symbol \"a\\x09b\" is not 1 to 31 printable ASCII characters without whitespace");
    }

    @Test
    void aCommentLineMayHoldAnyByteFromAPlayerOrTheGame() throws IOException {
        var player = shell("commenter", """
                printf '@info name commenter\\n# caf\\303\\251 \\001\\377 still a comment\\n'
                while read -r line; do
                  case "$line" in '@command move') echo '@output a' ;; '@command exit') exit 0 ;; esac
                done
                """);
        var played = playAlone(Script.create().open("a b", 1).line("# a game's comment: \u00e9t\u00e9")
                .rounds(2, outputs -> List.of("@player 1 @score 1"), 1), player);
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        var seat = played.result().seats().getFirst();
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.OK);
        assertThat(seat.score()).isEqualTo(2.0);
    }

    static Stream<Arguments> protocolsAndAnswersLegalOnlyInTheOldAlphabet() {
        return Stream.of(Arguments.of(Named.of("LMC1", LmcProtocol.lmc1()), "a"), Arguments.of(Named.of("LMC2", LmcProtocol.lmc2()), "b a"));
    }

    @ParameterizedTest
    @MethodSource("protocolsAndAnswersLegalOnlyInTheOldAlphabet")
    void anAnswerOwedFromBeforeANewGameIsJudgedByTheAlphabetItWasAskedUnder(LmcProtocol protocol, String answer) throws IOException {
        // The player answers only once it has been told the new game's alphabet: whenever the answer is read, the
        // judge has relayed "@command new" and "c d" while the request, asked under "a b", was pending.
        var game = new ScriptedGame(Script.create().open("a b", 1).line("@player 1 @command move")
                .line("@player 1 @command new").line("@player 1 @command alphabet c d").await(1)
                .line("@player 1 @score 0").end());
        var player = shell("late", """
                echo '@info name late'
                while read -r line; do
                  case "$line" in
                    '@command move') owed=yes ;;
                    '@command alphabet c d') [ -n "$owed" ] && echo '@output %s' ;;
                    '@command exit') exit 0 ;;
                  esac
                done
                """.formatted(answer));
        // A deadline no answer written in reply to a line misses, however loaded the machine.
        var played = JudgeKit.play(protocol, inProcess(game), List.of(player), fastLimits().withMoveDeadline(Duration.ofSeconds(30)));
        assertThat(played.receivedFrom("p1")).contains("@output " + answer);
        assertThat(game.relayed()).containsExactly("@player 1 @output " + answer);
        assertThat(played.result().seats().getFirst().incidents()).isEmpty();
    }

    /** A player written as a shell script, run by /bin/sh: no interpreter of its own to start. */
    private static Participant shell(String name, String script) throws IOException {
        Path file = Files.createTempFile("integrity-" + name + "-", ".sh");
        Files.writeString(file, "#!/bin/sh\n" + script);
        file.toFile().deleteOnExit();
        return new Participant.Program(ProcessSpec.of(name, List.of("/bin/sh", file.toString())), name);
    }
}
