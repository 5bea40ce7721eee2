package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.Sandbox;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.file.Path;

import static dev.arbiter.judge.protocol.gvgai.GvgaiClockCases.NARROW_GRACE_MS;
import static dev.arbiter.judge.protocol.gvgai.GvgaiClockCases.WIDE_GRACE_MS;
import static dev.arbiter.judge.protocol.gvgai.GvgaiClockCases.assertChargedOn;
import static dev.arbiter.judge.protocol.gvgai.GvgaiClockCases.assertFirstLevelDisqualified;
import static dev.arbiter.judge.protocol.gvgai.GvgaiClockCases.assertNotDisqualified;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Learning clients in a backend's sandbox with its network unshared, connecting to localhost:8080 as the
 * track's clients have it compiled in: a whole run is played through the relay, and a hostile client reaches
 * nothing but that one address. The referee charges acts on the clock the competition names, the CPU clock read
 * from the sandbox's own accounting: work spread over threads is seen by the CPU clock, sleeping only by the wall
 * clock, and {@code both} sees the work, and the sleep past its wall backstop of four budgets
 * ({@link GvgaiClockCases} has the margins). One subclass per isolating backend.
 */
abstract class GvgaiSandboxedClientSuite {

    /** The backend under test; the subclass creates it once and closes it after the suite. */
    protected abstract Sandbox sandbox();

    @Test
    void aClientPlaysAWholeRunOnPort8080InsideTheSandbox() {
        var settings = GvgaiRuns.settings(8080);
        Played played = GvgaiRuns.play(sandbox(), settings,
                GvgaiRuns.client("--port", "8080", "--action", "ACTION_USE", "--results", "0,0,END_TRAINING"));

        SeatResult seat = GvgaiRuns.seat(played);
        assertThat(seat.verdict()).as(seat.detail() + " / " + seat.stderrHead()).isEqualTo(Verdict.OK);
        assertThat(GvgaiRuns.levelsPlayed(played)).containsExactly("training 0", "training 1", "training 2",
                "validation 3", "validation 4", "validation 3", "validation 4");
        assertThat(played.sentTo("p1").getLast()).endsWith("#FINISH");
        assertThat(seat.stats()).containsEntry("plays", 4.0).containsEntry("disqualified", 0.0);
    }

    @Test
    void aClientWritesItsLogInAWritableCopyOfItsReadOnlyFolder() {
        ProcessSpec client = GvgaiRuns.client("--port", "8080", "--write-log", "--results", "END_TRAINING");
        Path folder = client.readOnlyPaths().getFirst();
        client = new ProcessSpec(client.label(), client.command(), folder, client.env(), client.limits(), client.readOnlyPaths());
        Played played = GvgaiRuns.play(sandbox(), GvgaiRuns.settings(8080), client);

        String stderr = GvgaiRuns.seat(played).stderrHead();
        assertThat(stderr).contains("wrote logs/clientLog.txt in /tmp/").contains("its folder's files are in the working directory");
        assertThat(folder.resolve("logs")).as("the entry's own folder is untouched").doesNotExist();
        assertThat(GvgaiRuns.seat(played).verdict()).isEqualTo(Verdict.OK);
    }

    @Test
    void aHostileClientReachesNothingButLocalhost8080() throws IOException {
        try (var hostService = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            int hostPort = hostService.getLocalPort();
            Played played = GvgaiRuns.play(sandbox(), GvgaiRuns.settings(8080), GvgaiRuns.client("--port", "8080",
                    "--probe-out", Integer.toString(hostPort), "--results", "END_TRAINING"));

            String stderr = GvgaiRuns.seat(played).stderrHead();
            assertThat(stderr).contains("connected to localhost:8080");
            // One connection per run: the relay stops listening once the client is connected.
            assertThat(stderr).contains("connect 127.0.0.1:8080: failed: Connection refused");
            assertThat(stderr).contains("connect 127.0.0.1:" + hostPort + ": failed: Connection refused");
            assertThat(stderr).contains("connect 1.1.1.1:53: failed: Network is unreachable");
            // A connection that got through would wait in the backlog, accepted or not.
            hostService.setSoTimeout(200);
            assertThatThrownBy(hostService::accept).isInstanceOf(SocketTimeoutException.class);
            assertThat(GvgaiRuns.seat(played).verdict()).as("it still played its run").isEqualTo(Verdict.OK);
        }
    }

    @Test
    void aClientBurningFourThreadsIsWithinItsBudgetOnTheWallClock() {
        Played played = burner("wall");
        assertThat(GvgaiRuns.seat(played).stderrHead()).contains("burned 4x250");
        assertNotDisqualified(played);
    }

    @Test
    void aClientBurningFourThreadsIsDisqualifiedOnTheCpuClock() {
        Played played = burner("cpu");
        assertChargedOn(played, "cpu");
        assertFirstLevelDisqualified(played);
    }

    @Test
    void aClientBurningFourThreadsIsDisqualifiedOnBothClocks() {
        Played played = burner("both");
        assertChargedOn(played, "both");
        assertFirstLevelDisqualified(played);
    }

    @Test
    void aSleepingClientIsWithinItsBudgetOnTheCpuClock() {
        Played played = sleeper("cpu");
        assertChargedOn(played, "cpu");
        assertNotDisqualified(played);
    }

    @Test
    void aSleepingClientIsDisqualifiedOnTheWallClock() {
        assertFirstLevelDisqualified(sleeper("wall"));
    }

    @Test
    void aSleepingClientIsDisqualifiedOnBothClocks() {
        Played played = sleeper("both");
        assertChargedOn(played, "both");
        assertFirstLevelDisqualified(played);
    }

    private Played burner(String clock) {
        return GvgaiRuns.play(sandbox(), GvgaiClockCases.settings(8080, clock, WIDE_GRACE_MS),
                GvgaiClockCases.burner("--port", "8080"));
    }

    private Played sleeper(String clock) {
        return GvgaiRuns.play(sandbox(), GvgaiClockCases.settings(8080, clock, NARROW_GRACE_MS),
                GvgaiClockCases.sleeper("--port", "8080"));
    }
}
