package dev.arbiter.judge.protocol.gvgai;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * When a turn is over its budget, on each clock, from the times a turn took (no process is timed here): the default
 * clock judges the entry's CPU time and keeps the wall clock as a backstop of several budgets.
 */
class GvgaiClockRuleTest {

    private static final long BUDGET = 50;
    private static final long GRACE = 10;

    @Test
    void theDefaultClockIsBoth() {
        assertThat(GvgaiSettings.from(Map.of()).clock()).isEqualTo(GvgaiClock.BOTH);
    }

    @Test
    void onTheDefaultClockALateAnswerThatUsedLittleCpuTimeIsNotOver() {
        // What a busy 2-core runner did to answers that took 0.5-27 ms of CPU time: 51-73 ms on the wall clock.
        assertThat(GvgaiClock.BOTH.turnOver(73, 27, BUDGET, GRACE)).isFalse();
        assertThat(GvgaiClock.BOTH.turnOver(51, 0.5, BUDGET, GRACE)).isFalse();
        // The same answers on the wall clock alone were over.
        assertThat(GvgaiClock.WALL.turnOver(73, 27, BUDGET, GRACE)).isTrue();
    }

    @Test
    void onTheDefaultClockAnAnswerOverBudgetInCpuTimeIsOverHoweverFastOnTheWall() {
        assertThat(GvgaiClock.BOTH.turnOver(20, 50.5, BUDGET, GRACE)).isTrue();
        assertThat(GvgaiClock.BOTH.turnOver(20, 50, BUDGET, GRACE)).isFalse();
    }

    @Test
    void onTheDefaultClockTheWallClockStopsAnEntryThatSleepsAtSeveralBudgets() {
        long backstop = GvgaiClock.BOTH_WALL_BACKSTOP * BUDGET + GRACE;
        assertThat(GvgaiClock.BOTH_WALL_BACKSTOP).isBetween(3, GvgaiClock.CPU_WALL_BACKSTOP - 1);
        assertThat(GvgaiClock.BOTH.turnWallLimitMillis(BUDGET, GRACE)).isEqualTo(backstop);
        assertThat(GvgaiClock.BOTH.turnOver(backstop, 0, BUDGET, GRACE)).isFalse();
        assertThat(GvgaiClock.BOTH.turnOver(backstop + 1, 0, BUDGET, GRACE)).isTrue();
    }

    @Test
    void theOtherClocksKeepTheirRules() {
        assertThat(GvgaiClock.WALL.turnOver(BUDGET + GRACE, 500, BUDGET, GRACE)).as("wall ignores CPU time").isFalse();
        assertThat(GvgaiClock.WALL.turnOver(BUDGET + GRACE + 1, 0, BUDGET, GRACE)).isTrue();
        assertThat(GvgaiClock.CPU.turnOver(10 * BUDGET + GRACE, 1, BUDGET, GRACE)).isFalse();
        assertThat(GvgaiClock.CPU.turnOver(10 * BUDGET + GRACE + 1, 1, BUDGET, GRACE)).isTrue();
        assertThat(GvgaiClock.CPU.turnOver(1, BUDGET + 1, BUDGET, GRACE)).isTrue();
        // An unread CPU clock (-1) never makes a turn over by itself.
        assertThat(GvgaiClock.BOTH.turnOver(1, -1, BUDGET, GRACE)).isFalse();
    }

    @Test
    void trainingIsStillChargedOnTheLargerClockWithoutTheTurnsBackstop() {
        assertThat(GvgaiClock.BOTH.wallLimitMillis(300_000, 0)).isEqualTo(300_000);
    }
}
