package dev.arbiter.judge;

import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.judge.testkit.RockMatch;
import dev.arbiter.judge.testkit.ScriptedGame;
import dev.arbiter.judge.testkit.ScriptedGame.Script;
import dev.arbiter.sandbox.none.UnsandboxedBackend;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static dev.arbiter.judge.testkit.JudgeKit.fastLimits;
import static dev.arbiter.judge.testkit.JudgeKit.inProcess;
import static dev.arbiter.judge.testkit.JudgeKit.testPlayer;
import static dev.arbiter.judge.testkit.RockMatch.assertOpponentUnharmed;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every way a player can fail gets its verdict, a detail naming the move and the offending line, and
 * the match still ends with a result in which the opponent's game was played to the end.
 */
class HostilePlayerVerdictTest {

    private static final int ROUNDS = RockMatch.ROUNDS;

    private static Played againstAGoodPlayer(JudgeLimits limits, String... hostileFlags) {
        var hostile = new String[hostileFlags.length + 2];
        hostile[0] = "--name";
        hostile[1] = "hostile";
        System.arraycopy(hostileFlags, 0, hostile, 2, hostileFlags.length);
        return RockMatch.play(new UnsandboxedBackend(), RockMatch.goodPlayer(), testPlayer(hostile), limits);
    }

    @Test
    void aPlayerThatSleepsForeverTimesOutAndForfeits() {
        var seat = assertOpponentUnharmed(againstAGoodPlayer(fastLimits(), "--answer", "fixed:rock", "--sleep-at", "2:3600000"));
        assertThat(seat.verdict()).isEqualTo(Verdict.TIMEOUT);
        assertThat(seat.detail()).isEqualTo("no answer within 500 ms to 3 consecutive move requests (moves 2–4)");
        assertThat(seat.score()).isEqualTo(1 - 5);
    }

    @Test
    void aPlayerThatCrashesGetsCrashWithItsExitCodeAndMove() {
        var played = againstAGoodPlayer(fastLimits(), "--answer", "fixed:rock", "--crash-at", "3");
        var seat = assertOpponentUnharmed(played);
        assertThat(seat.verdict()).isEqualTo(Verdict.CRASH);
        assertThat(seat.detail()).isEqualTo("move 3: ended with exit code 3 before the session ended");
        assertThat(seat.stderrHead()).contains("crashing on purpose at move 3");
        assertThat(seat.score()).isEqualTo(2 - 4);
    }

    @Test
    void aPlayerThatPrintsBinaryGarbageGetsProtocolNamingTheLine() {
        var seat = assertOpponentUnharmed(againstAGoodPlayer(fastLimits(), "--answer", "fixed:rock", "--garbage-at", "2"));
        assertThat(seat.verdict()).isEqualTo(Verdict.PROTOCOL);
        assertThat(seat.detail()).isEqualTo("move 2: sent a line with non-ASCII or control bytes: \"\\x00\\xff\\xfe garbage \\x07\"");
    }

    @Test
    void aPlayerThatFloodsItsOutputGetsOutputLimit() {
        var limits = fastLimits().withOutputLimit(256 * 1024);
        var played = againstAGoodPlayer(limits, "--answer", "fixed:rock", "--flood-at", "2");
        var seat = assertOpponentUnharmed(played);
        assertThat(seat.verdict()).isEqualTo(Verdict.OUTPUT_LIMIT);
        assertThat(seat.detail()).isEqualTo("move 2: wrote more than 262144 bytes to its standard output");
        assertThat(played.result().transcript().bytes()).isLessThan(2L * 1024 * 1024);
    }

    @Test
    void aPlayerThatSendsOneEnormousLineGetsProtocol() {
        var seat = assertOpponentUnharmed(againstAGoodPlayer(fastLimits(), "--answer", "fixed:rock", "--huge-line-at", "1"));
        assertThat(seat.verdict()).isEqualTo(Verdict.PROTOCOL);
        assertThat(seat.detail()).startsWith("move 1: sent a line longer than 4096 bytes, starting \"yyyyy");
    }

    @Test
    void aPlayerThatNeverNamesItselfGetsNoName() {
        // Long enough for the well-behaved program to start and name itself on a loaded machine.
        var limits = fastLimits().withNameDeadline(Duration.ofSeconds(3));
        var seat = assertOpponentUnharmed(againstAGoodPlayer(limits, "--no-name", "--answer", "fixed:rock"));
        assertThat(seat.verdict()).isEqualTo(Verdict.NO_NAME);
        assertThat(seat.detail()).isEqualTo("sent no @info name within 3000 ms of starting");
        assertThat(seat.score()).isEqualTo(-ROUNDS);
    }

    @Test
    void aPlayerThatClosesItsOutputEarlyGetsCrash() {
        var seat = assertOpponentUnharmed(againstAGoodPlayer(fastLimits(), "--answer", "fixed:rock", "--close-stdout-at", "2"));
        assertThat(seat.verdict()).isEqualTo(Verdict.CRASH);
        assertThat(seat.detail()).isEqualTo("move 2: closed its standard output while still running");
    }

    @Test
    void aPlayerThatExitsBeforeNamingItselfGetsCrashWithoutWaitingForTheNameDeadline() {
        // A name deadline far longer than the match needs: waiting it out for a name that cannot come would show in the
        // match's length, however quickly or slowly the programs started.
        var patient = JudgeLimits.defaults().withNameDeadline(Duration.ofMinutes(2));
        var played = againstAGoodPlayer(patient, "--exit-immediately", "5");
        assertThat(played.result().durationMs()).as("no wait for a name that cannot come")
                .isLessThan(patient.nameDeadline().toMillis());
        var seat = assertOpponentUnharmed(played);
        assertThat(seat.verdict()).isEqualTo(Verdict.CRASH);
        assertThat(seat.detail()).isEqualTo("before announcing its name: ended with exit code 5 before the session ended");
    }

    @Test
    void aPlayerThatCannotBeStartedCrashesWithAClearReasonAndTheMatchGoesOn() {
        var game = new ScriptedGame(Script.create().open("rock paper", 1, 2).rounds(3, o -> List.of("@player 1 @score 1", "@player 2 @score 1"), 1, 2).end());
        var missing = new dev.arbiter.judge.Participant.Program(
                dev.arbiter.sandbox.ProcessSpec.of("p2", List.of("/nonexistent/player")), "/nonexistent/player");
        var played = JudgeKit.play(LmcProtocol.lmc1(), inProcess(game), List.of(testPlayer("--answer", "fixed:rock"), missing), fastLimits());
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        var seat = played.result().seats().get(1);
        assertThat(seat.verdict()).isEqualTo(Verdict.CRASH);
        assertThat(seat.detail()).startsWith("could not be started: cannot start /nonexistent/player");
        assertThat(seat.score()).isEqualTo(-3.0);
    }

    @Test
    void aSeatThisRunnerCannotStartEndsTheMatchAsThePlatformsFailureNotTheEntrys() throws Exception {
        var game = new ScriptedGame(Script.create().open("rock paper", 1, 2).rounds(3, o -> List.of("@player 1 @score 1", "@player 2 @score 1"), 1, 2).end());
        var windows = new dev.arbiter.judge.Participant.Program(
                dev.arbiter.sandbox.ProcessSpec.of("p2", List.of("/entries/player.exe")), "/entries/player.exe");
        var plain = new UnsandboxedBackend();
        // A runner without Wine: the Windows entry cannot start here, through no fault of its own.
        var noWine = dev.arbiter.sandbox.Sandbox.named("no wine", spec -> {
            if (spec.command().getFirst().endsWith(".exe")) {
                throw new dev.arbiter.sandbox.SandboxUnavailable("player.exe: Windows programs run under Wine, which this backend is not set up for");
            }
            return plain.start(spec);
        });
        var played = JudgeKit.play(noWine, LmcProtocol.lmc1(), inProcess(game), List.of(testPlayer("--answer", "fixed:rock"), windows),
                fastLimits(), java.util.Map.of(), 42);
        assertThat(played.result().status()).isEqualTo(MatchStatus.INFRASTRUCTURE_ERROR);
        assertThat(played.result().statusDetail()).contains("on this runner: player.exe: Windows programs run under Wine");
        // Nobody is judged by a match that never began: no seat is charged a crash.
        assertThat(played.result().seats()).extracting(SeatResult::verdict).doesNotContain(Verdict.CRASH);
        assertThat(played.transcript().toString()).contains("is not set up for");
    }

    @Test
    void theTranscriptIsCappedAndSaysSo() {
        var limits = fastLimits().withTranscriptLimit(4096);
        var played = againstAGoodPlayer(limits, "--answer", "fixed:rock", "--comment-before-answer");
        assertThat(played.result().transcript().truncated()).isTrue();
        assertThat(played.result().transcript().bytes()).isLessThan(4096 + 1024);
        assertThat(played.result().transcript().droppedLines()).isPositive();
        // The marker says so; after it, only the judge's own notes are kept (why a play ended must survive a flood).
        var lines = played.transcript();
        int marker = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).path("truncated").asBoolean()) {
                marker = i;
            }
        }
        assertThat(marker).as("a truncated marker").isNotNegative();
        assertThat(lines.subList(marker + 1, lines.size()))
                .allSatisfy(line -> assertThat(line.path("src").asText()).isEqualTo("judge"));
    }

    @Test
    void aPlayerWritingCrLfLineEndsIsUnderstoodAsIfItWroteLf() {
        var played = againstAGoodPlayer(fastLimits(), "--answer", "fixed:rock", "--crlf");
        var seat = assertOpponentUnharmed(played);
        assertThat(seat.verdict()).isEqualTo(Verdict.OK);
        assertThat(seat.score()).isEqualTo(ROUNDS);
        assertThat(played.receivedFrom("p2")).contains("@output rock").noneMatch(l -> l.endsWith("\r"));
    }
}
