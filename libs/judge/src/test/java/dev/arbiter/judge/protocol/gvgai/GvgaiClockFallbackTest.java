package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.sandbox.none.UnsandboxedBackend;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A competition on the CPU clock whose entry runs where its CPU time cannot be read (the unsandboxed backend)
 * is not left unclocked: the referee says so in the transcript and charges the wall clock instead.
 */
class GvgaiClockFallbackTest {

    @Test
    void withoutASandboxThatCountsCpuTimeTheCpuClockFallsBackVisiblyToTheWallClock() {
        var settings = GvgaiClockCases.settings(GvgaiRuns.freePort(), "cpu", GvgaiClockCases.NARROW_GRACE_MS);
        Played played = GvgaiRuns.play(new UnsandboxedBackend(), settings, GvgaiClockCases.sleeper());

        assertThat(played.notes()).anyMatch(n -> n.startsWith("gvgai.clock is cpu but this sandbox cannot tell")
                && n.endsWith("budgets fall back to the wall clock"));
        assertThat(played.notes()).anyMatch(n -> n.endsWith("budgets on the wall clock"));
        // Five budgets of sleep cost no CPU time: only the wall clock disqualifies.
        GvgaiClockCases.assertFirstLevelDisqualified(played);
    }
}
