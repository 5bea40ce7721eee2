package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The two clients the clock tests set against each other, with margins wide enough that a loaded machine cannot
 * turn one case into the other: the act budget is 100 ms; the burning client burns ten budgets of CPU time (four
 * threads of 250 ms at once) and has 30 s of wall grace, so however slowly its threads get the machine it is
 * never late on the wall clock; the sleeping client sleeps five budgets, uses next to no CPU time, and has 10 ms
 * of grace. Both misbehave on their first ACT only (training level 0, tick 0).
 */
final class GvgaiClockCases {

    static final String ACT_MS = "100";
    static final String BURN = "1=4x250";
    static final String SLEEP = "1=500";
    static final long WIDE_GRACE_MS = 30_000;
    static final long NARROW_GRACE_MS = 10;

    private GvgaiClockCases() {
    }

    /** Burns four threads on its first ACT, with a quota of every core so their work runs in parallel (docker refuses more). */
    static ProcessSpec burner(String... flags) {
        ResourceLimits d = ResourceLimits.defaults();
        double cores = Math.min(4, Runtime.getRuntime().availableProcessors());
        return client("--burn-at", BURN, flags).withLimits(new ResourceLimits(d.memoryBytes(), cores, d.cpuTime(),
                d.pids(), d.openFiles(), d.fileSizeBytes(), d.tmpBytes()));
    }

    static ProcessSpec sleeper(String... flags) {
        return client("--sleep-at", SLEEP, flags);
    }

    private static ProcessSpec client(String misbehaviour, String when, String... flags) {
        var all = new ArrayList<>(List.of(misbehaviour, when, "--results", "END_TRAINING"));
        all.addAll(List.of(flags));
        return GvgaiRuns.client(all.toArray(String[]::new));
    }

    static Map<String, String> settings(int port, String clock, long graceMillis) {
        var s = GvgaiRuns.settings(port);
        s.put("gvgai.act-ms", ACT_MS);
        s.put("gvgai.act-disqualify-ms", ACT_MS);
        s.put("gvgai.grace-ms", Long.toString(graceMillis));
        s.put("gvgai.clock", clock);
        return s;
    }

    /** The run's first note names the clock it charged, and none says the sandbox could not read the CPU time. */
    static void assertChargedOn(Played played, String clock) {
        assertThat(played.notes()).anyMatch(n -> n.endsWith("budgets on the " + clock + " clock"));
        assertThat(played.notes()).noneMatch(n -> n.contains("fall back to the wall clock"));
    }

    static void assertFirstLevelDisqualified(Played played) {
        assertThat(GvgaiRuns.levelNotes(played)).as(GvgaiRuns.seat(played).stderrHead()).first().asString()
                .startsWith("training level 0: disqualified");
    }

    static void assertNotDisqualified(Played played) {
        SeatResult seat = GvgaiRuns.seat(played);
        assertThat(seat.verdict()).as(seat.detail() + " / " + seat.stderrHead()).isEqualTo(Verdict.OK);
        assertThat(GvgaiRuns.levelNotes(played)).as(seat.stderrHead()).isNotEmpty()
                .noneMatch(n -> n.contains("disqualified"));
    }
}
