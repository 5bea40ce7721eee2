package dev.arbiter.judge.protocol.rddl;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.Sandbox;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Planners written for the RDDLSim server, each in a backend's sandbox with its network unshared, refereed
 * by the judge through arbiter-tcp-relay: a hostile one reaches nothing but the relay, and a silent one is
 * ended by the guard (RDDL-C27). One subclass per isolating backend. Every sample planner's whole session in
 * the same sandboxes: examples' {@code LocalBackendSampleRddlPlannersTest} and {@code DockerBackendSampleRddlPlannersTest}.
 */
abstract class RddlSandboxedPlannerSuite {

    private static final String INSTANCE = "sysadmin_inst_mdp__1";

    /** The backend under test; the subclass creates it once and closes it after the suite. */
    protected abstract Sandbox sandbox();

    @Test
    void aHostilePlannerReachesNothingButTheRelay() throws IOException {
        try (var hostService = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            int hostPort = hostService.getLocalPort();
            Played played = play(planner(hostile(), "probe", Integer.toString(hostPort)), Map.of());

            String stderr = played.result().seats().getFirst().stderrHead();
            assertThat(stderr).contains("connect 127.0.0.1:2323: ok");
            // One connection per session: the relay stops listening once the planner is connected.
            assertThat(stderr).containsSubsequence("connect 127.0.0.1:2323: ok", "connect 127.0.0.1:2323: failed: Connection refused");
            assertThat(stderr).contains("connect 127.0.0.1:" + hostPort + ": failed: Connection refused");
            assertThat(stderr).contains("connect 1.1.1.1:53: failed: Network is unreachable");
            // A connection that got through would wait in the backlog, accepted or not.
            hostService.setSoTimeout(200);
            assertThatThrownBy(hostService::accept).isInstanceOf(SocketTimeoutException.class);
            assertThat(played.result().seats().getFirst().verdict()).isEqualTo(Verdict.CRASH);
        }
    }

    @Test
    void aPlannerThatNeverConnectsIsEndedByTheGuard() {
        SeatResult seat = play(planner(hostile(), "silent"), shortBudget()).result().seats().getFirst();

        assertThat(seat.verdict()).isEqualTo(Verdict.TIMEOUT);
        assertThat(seat.detail()).contains("RDDL-C27").contains("sent no session-request").contains("time-allowed 1000 ms");
        assertThat(seat.scoredMoves()).isZero();
    }

    @Test
    void aPlannerThatFallsSilentIsEndedByTheGuard() {
        SeatResult seat = play(planner(hostile(), "mute"), shortBudget()).result().seats().getFirst();

        assertThat(seat.verdict()).isEqualTo(Verdict.TIMEOUT);
        assertThat(seat.detail()).contains("RDDL-C27").contains("fell silent");
    }

    @Test
    void aPlannerThatExitsWithoutConnectingCrashesAtOnce() {
        // The guard is an hour away: the relay's own exit ends the session, not the clock.
        SeatResult seat = play(planner(hostile(), "quit"), Map.of("rddl.time-allowed-ms", "3600000")).result().seats().getFirst();

        assertThat(seat.verdict()).isEqualTo(Verdict.CRASH);
        assertThat(seat.detail()).contains("before session-end");
    }

    /** Short enough to keep the suite fast; the guard's expiry is what is tested, not how soon it comes. */
    private static Map<String, String> shortBudget() {
        return Map.of("rddl.time-allowed-ms", "1000", "rddl.grace-ms", "500");
    }

    private static Path hostile() {
        return JudgeKit.resource("rddl", "hostile_planner.py");
    }

    private static ProcessSpec planner(Path script, String... args) {
        var command = new ArrayList<String>(List.of(JudgeKit.PYTHON, "-u", script.toString()));
        command.addAll(List.of(args));
        return new ProcessSpec("p1", command, null, Map.of(), null, List.of(script.getParent()));
    }

    private Played play(ProcessSpec planner, Map<String, String> settings) {
        var protocol = new RddlProtocol(settings);
        var options = Map.of("instance", INSTANCE);
        var wrapped = RddlRelay.wrap(planner, protocol.settings(options), "p1");
        // Generous: a loaded machine may be slow to start Python; nothing here measures time.
        JudgeLimits limits = JudgeLimits.defaults().withMatchDeadline(Duration.ofMinutes(5)).withExitGrace(Duration.ofSeconds(1));
        return JudgeKit.play(sandbox(), protocol, null, List.of(new Participant.Program(wrapped, planner.command().get(2))),
                limits, options, 7);
    }
}
