package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.judge.testkit.ScriptedGame;
import dev.arbiter.judge.testkit.ScriptedGame.Script;
import dev.arbiter.sandbox.ProcessSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.arbiter.judge.testkit.JudgeKit.fastLimits;
import static dev.arbiter.judge.testkit.JudgeKit.inProcess;
import static dev.arbiter.judge.testkit.JudgeKit.testPlayer;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The judge holds the game to its side of the protocol as it holds the players to theirs: a score in any form
 * but a plain decimal, a protocol line that is not ASCII, or an alphabet symbol outside the allowed characters
 * voids the match naming the line; only comment lines may carry any byte; and a late answer is judged by the
 * alphabet its request was asked under.
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
        Path script = Files.createTempFile("comment-player-", ".sh");
        Files.writeString(script, """
                #!/bin/sh
                printf '@info name commenter\\n# caf\\303\\251 \\001\\377 still a comment\\n'
                while read -r line; do
                  case "$line" in '@command move') echo '@output a' ;; '@command exit') exit 0 ;; esac
                done
                """);
        script.toFile().deleteOnExit();
        var player = new Participant.Program(ProcessSpec.of("p1", List.of("/bin/sh", script.toString())), "commenter");
        var played = playAlone(Script.create().open("a b", 1).line("# a game's comment: \u00e9t\u00e9")
                .rounds(2, outputs -> List.of("@player 1 @score 1"), 1), player);
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        var seat = played.result().seats().getFirst();
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.OK);
        assertThat(seat.score()).isEqualTo(2.0);
    }

    @Test
    void anAnswerOwedFromBeforeANewGameIsJudgedByTheAlphabetItWasAskedUnder() {
        var game = new ScriptedGame(Script.create().open("a b", 1).line("@player 1 @command move")
                .line("@player 1 @command new").line("@player 1 @command alphabet c d").await(1)
                .line("@player 1 @score 0").end());
        var played = JudgeKit.play(LmcProtocol.lmc1(), inProcess(game),
                List.of(testPlayer("--answer", "fixed:a", "--sleep-ms", "300")), fastLimits());
        assertThat(game.relayed()).containsExactly("@player 1 @output a");
        assertThat(played.result().seats().getFirst().incidents()).isEmpty();
    }
}
