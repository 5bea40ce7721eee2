package dev.arbiter.judge.testkit;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.judge.testkit.ScriptedGame.Script;
import dev.arbiter.sandbox.Sandbox;

import java.util.List;
import java.util.Map;

import static dev.arbiter.judge.testkit.JudgeKit.inProcess;
import static dev.arbiter.judge.testkit.JudgeKit.testPlayer;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The match hostile-entry tests play: a two-seat LMC1 game of {@link #ROUNDS} rounds scoring +1 for
 * "rock" and −1 for anything else, a well-behaved player in seat 1 and the entry under test in seat 2.
 */
public final class RockMatch {

    public static final int ROUNDS = 6;

    private RockMatch() {
    }

    /** Seat 1: always "rock", so it scores {@link #ROUNDS} whatever seat 2 does. */
    public static Participant goodPlayer() {
        return testPlayer("--name", "good", "--answer", "fixed:rock");
    }

    public static Played play(Sandbox sandbox, Participant good, Participant hostile, JudgeLimits limits) {
        var game = new ScriptedGame(Script.create().open("rock paper scissors", 1, 2)
                .rounds(ROUNDS, outputs -> List.of(
                        "@player 1 @score " + ("rock".equals(outputs.get(0)) ? "1" : "-1"),
                        "@player 2 @score " + ("rock".equals(outputs.get(1)) ? "1" : "-1")), 1, 2)
                .end());
        return JudgeKit.play(sandbox, LmcProtocol.lmc1(), inProcess(game), List.of(good, hostile), limits, Map.of(), 42);
    }

    /** The match completed, seat 1 was untouched, and seat 2's game was played to the end; returns seat 2. */
    public static SeatResult assertOpponentUnharmed(Played played) {
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        var good = played.result().seats().get(0);
        assertThat(good.verdict()).as(good.detail()).isEqualTo(Verdict.OK);
        assertThat(good.score()).isEqualTo(ROUNDS);
        var hostile = played.result().seats().get(1);
        assertThat(hostile.scoredMoves()).isEqualTo(ROUNDS);
        return hostile;
    }
}
