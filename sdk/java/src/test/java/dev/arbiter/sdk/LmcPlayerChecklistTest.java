package dev.arbiter.sdk;

import dev.arbiter.games.BuiltinGames;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.protocol.Protocol;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.judge.testkit.ScriptedGame;
import dev.arbiter.judge.testkit.ScriptedGame.Script;
import dev.arbiter.sdk.examples.HintLearner;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The player checklists of lmc1.md §10 (LMC1-S01…S06) and lmc2.md §11 (LMC2-S01…S03), one test per item, for
 * the SDK's example players run as real processes against the real judge: scripted games where an item needs
 * exact lines, the built-in games where it needs a whole match.
 */
class LmcPlayerChecklistTest {

    private static final String ROSHAMBO = "rock paper scissors";

    private static Played play(Protocol protocol, ScriptedGame game, Participant player) {
        return JudgeKit.play(protocol, JudgeKit.inProcess(game), List.of(player), SdkPrograms.limits());
    }

    private static Played builtin(String game, Map<String, String> options, Participant player) {
        var participant = new Participant.InProcess(BuiltinGames.find(game).orElseThrow().program(), "builtin:" + game);
        return JudgeKit.play(LmcProtocol.lmc2(), participant, List.of(player), SdkPrograms.limits(), options, 7);
    }

    private static SeatResult seat(Played played) {
        return played.result().seats().get(0);
    }

    private static void assertExitedCleanly(Played played) {
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(seat(played).verdict()).as(seat(played).detail()).isEqualTo(Verdict.OK);
        assertThat(played.notes()).anyMatch(n -> n.contains("process ended: exit code 0")).noneMatch(n -> n.contains("killed"));
    }

    @Test
    void LMC1_S01_sendsItsNameBeforeAnythingElse() {
        var game = new ScriptedGame(Script.create().open(ROSHAMBO, 1)
                .rounds(3, outputs -> List.of("@player 1 @score 0"), 1).end());
        var played = play(LmcProtocol.lmc1(), game, SdkPrograms.java(HintLearner.class));
        assertThat(played.receivedFrom("p1").get(0)).isEqualTo("@info name sdk-hint-learner");
        assertThat(seat(played).name()).isEqualTo("sdk-hint-learner");
        assertExitedCleanly(played);
    }

    @Test
    void LMC1_S02_treatsALineWithoutTheAtPrefixAsAnInputMove() throws Exception {
        // Through the judge: the game's bare line reaches the player as an input, and (knowing no rule yet) it echoes it.
        var game = new ScriptedGame(Script.create().open(ROSHAMBO, 1).line("@player 1 paper")
                .line("@player 1 @command move").await(1).line("@player 1 @score 1").end());
        play(LmcProtocol.lmc1(), game, SdkPrograms.java(HintLearner.class));
        assertThat(game.relayed()).containsExactly("@player 1 @output paper");

        // The judge spells the channel out, so the bare line itself is fed by hand (CRLF ends too).
        var run = DrivenProcess.feed(HintLearner.class,
                "@command new\r\n@command alphabet rock paper scissors\r\nscissors\r\n@command move\r\n@command exit\r\n");
        assertThat(run.stdout()).containsExactly("@info name sdk-hint-learner", "@output scissors");
        assertThat(run.exitStatus()).isZero();
    }

    @Test
    void LMC1_S03_resetsLearnedStateOnNewGame() {
        var game = new ScriptedGame(Script.create().open("x y z", 1)
                .line("@player 1 @input y").line("@player 1 @command move").await(1)
                .line("@player 1 @score -1").line("@player 1 @hint z")
                .line("@player 1 @input y").line("@player 1 @command move").await(1).line("@player 1 @score 1")
                .open("x y z", 1)
                .line("@player 1 @input y").line("@player 1 @command move").await(1).line("@player 1 @score -1")
                .end());
        var played = play(LmcProtocol.lmc2(), game, SdkPrograms.java(HintLearner.class));
        // Game 1: echo, then the hinted successor; game 2: echo again, nothing of game 1 left.
        assertThat(game.relayed()).containsExactly("@player 1 @output y", "@player 1 @output z", "@player 1 @output y");
        assertThat(played.stderr("p1")).anyMatch(l -> l.contains("game total 0.000 over 2 scores"))
                .anyMatch(l -> l.contains("game total -1.000 over 1 scores"));
    }

    @Test
    void LMC1_S04_treatsScoresAsIncrementsAndAccumulatesThem() {
        var game = new ScriptedGame(Script.create().open("a b", 1)
                .line("@player 1 @score 0.5").line("@player 1 @score -0.25").line("@player 1 @score 1").end());
        var played = play(LmcProtocol.lmc1(), game, SdkPrograms.java(HintLearner.class));
        assertThat(seat(played).score()).isEqualTo(1.25);
        assertThat(played.stderr("p1")).anyMatch(l -> l.contains("game total 1.250 over 3 scores"));
    }

    @Test
    void LMC1_S05_exitsCleanlyOnCommandExit() {
        var game = new ScriptedGame(Script.create().open(ROSHAMBO, 1).line("@player 1 @input rock").end());
        var played = play(LmcProtocol.lmc1(), game, SdkPrograms.java(HintLearner.class));
        assertThat(played.sentTo("p1").get(played.sentTo("p1").size() - 1)).isEqualTo("@command exit");
        assertThat(played.receivedFrom("p1")).containsExactly("@info name sdk-hint-learner"); // nothing after exit either
        assertExitedCleanly(played);
    }

    @Test
    void LMC1_S06_ignoresUnknownChannelsAndCommentLines() throws Exception {
        // Unknown channels, commands and info keys reach the player through the judge and change nothing: it echoes.
        var game = new ScriptedGame(Script.create().open(ROSHAMBO, 1)
                .line("@player 1 @foo bar baz").line("@player 1 @command frobnicate now").line("@player 1 @info opponent x")
                .line("@player 1 @input rock").line("@player 1 @command move").await(1).line("@player 1 @score 1").end());
        var played = play(LmcProtocol.lmc1(), game, SdkPrograms.java(HintLearner.class));
        assertThat(played.sentTo("p1")).contains("@foo bar baz", "@command frobnicate now");
        assertThat(game.relayed()).containsExactly("@player 1 @output rock");
        assertExitedCleanly(played);

        // The judge never relays a comment, so comments are fed by hand: no output, no effect on the game.
        var run = DrivenProcess.feed(HintLearner.class,
                "# judge comment\n@command new\n@command alphabet a b\n#\n# @input b\n\n@command move\n@command exit\n");
        assertThat(run.stdout()).containsExactly("@info name sdk-hint-learner", "@output a");
        assertThat(run.exitStatus()).isZero();
    }

    @Test
    void LMC2_S01_meetsTheLmc1ItemsInAnLmc2SessionWithHints() {
        // The hinting imitate game: named first, one answer per request, clean exit.
        var played = builtin("imitate", Map.of("moves", "20", "rule", "reverse"), SdkPrograms.java(HintLearner.class));
        assertThat(played.receivedFrom("p1").get(0)).isEqualTo("@info name sdk-hint-learner");
        long requests = played.sentTo("p1").stream().filter(l -> l.equals("@command move")).count();
        assertThat(requests).isEqualTo(20);
        assertThat(played.receivedFrom("p1").stream().filter(l -> l.startsWith("@output"))).hasSize(20);
        assertThat(played.sentTo("p1")).anyMatch(l -> l.startsWith("@hint "));
        assertExitedCleanly(played);
    }

    @Test
    void LMC2_S02_parsesMultiWordInputAndEmitsMultiWordOutput() {
        var played = builtin("imitate", Map.of("moves", "20", "rule", "echo"), SdkPrograms.java(HintLearner.class));
        assertThat(played.receivedFrom("p1")).anyMatch(l -> l.matches("@output \\S+( \\S+)+"));
        assertThat(seat(played).score()).as("every echo right, multi-word ones included").isEqualTo(20.0);
    }

    @Test
    void LMC2_S03_exposesHintsToTheLearner() {
        var options = Map.of("moves", "60", "rule", "substitute");
        double learner = seat(builtin("imitate", options, SdkPrograms.java(HintLearner.class))).score();
        double echo = seat(builtin("imitate", options, SdkPrograms.samplePlayer("imitate_last.py"))).score();
        // Learning the secret substitution from the hints beats ignoring them, by far.
        assertThat(learner).isGreaterThan(30.0).isGreaterThan(echo + 20);
    }
}
