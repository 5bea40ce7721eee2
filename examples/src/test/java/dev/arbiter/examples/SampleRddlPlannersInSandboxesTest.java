package dev.arbiter.examples;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.protocol.rddl.RddlProtocol;
import dev.arbiter.judge.protocol.rddl.RddlRelay;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.Sandbox;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every sample planner, unchanged, in each isolating backend's sandbox with its network unshared: it connects
 * to localhost:2323 (arbiter-tcp-relay) and plays one short session the judge serves, as
 * {@code ./arbiter match --game rddl:…} starts it. The local backend is skipped only where the kernel forbids
 * what it needs; docker fails without the engine and images scripts/test provides, unless
 * ARBITER_SKIP_DOCKER_TESTS=1 (as the judge's planner suites).
 */
class SampleRddlPlannersInSandboxesTest {

    private static final String INSTANCE = "sysadmin_inst_mdp__1";
    private static final int ROUNDS = 2;
    private static final IsolatingBackends BACKENDS = new IsolatingBackends();

    static Stream<Arguments> backendsAndPlanners() {
        return Stream.of("local", "docker").flatMap(b -> Arrays.stream(SamplePlanner.values()).map(p -> Arguments.of(b, p)));
    }

    @ParameterizedTest(name = "{1} in {0}")
    @MethodSource("backendsAndPlanners")
    void thePlannerPlaysAWholeSessionOverTcpInsideTheSandbox(String backend, SamplePlanner planner) {
        Played played = play(BACKENDS.sandbox(backend), planner);

        SeatResult seat = played.result().seats().getFirst();
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(seat.verdict()).as(seat.detail() + " / " + seat.stderrHead()).isEqualTo(Verdict.OK);
        assertThat(seat.scoredMoves()).as("rounds played").isEqualTo(ROUNDS);
        assertThat(seat.score()).isFinite().isPositive(); // sysadmin rewards running computers: never negative
        assertThat(seat.name()).as("its client-name, from RDDL_CLIENT_NAME").isEqualTo("p1");
        // Every message crossed the judge and is in the transcript, in the protocol's own words.
        assertThat(played.sentTo("p1").getLast()).contains("<session-end>").contains("<rounds-used>" + ROUNDS + "</rounds-used>");
        assertThat(played.receivedFrom("p1").getFirst()).contains("<problem-name>" + INSTANCE + "</problem-name>");
        assertThat(played.receivedFrom("p1")).as("it acted: some turn set an action")
                .anyMatch(m -> m.contains("<action-value>true</action-value>"));
    }

    /**
     * As the CLI starts an entry: the program, from its own directory, seeing that directory. The Java planners
     * also see this build's classes and a Java 21+ runtime (JAVA_HOME): the docker image carries Java 17 only.
     */
    private static ProcessSpec entry(SamplePlanner planner) {
        Path dir = planner.program.getParent();
        var paths = new ArrayList<>(List.of(dir));
        Map<String, String> env = Map.of();
        if (!planner.isPython()) {
            Path javaHome = Path.of(System.getProperty("java.home"));
            paths.add(Path.of("target/classes").toAbsolutePath());
            paths.add(Path.of("../libs/rddl/target/classes").toAbsolutePath().normalize()); // launch.sh's class path
            paths.add(javaHome);
            env = Map.of("JAVA_HOME", javaHome.toString());
        }
        var command = planner.isPython() ? List.of(JudgeKit.PYTHON, "-u", planner.program.toString())
                : List.of(planner.program.toString());
        // The search is cut down: this proves the session, RolloutPlannersBeatRandomTest the planning.
        env = new java.util.HashMap<>(env);
        env.putAll(Map.of("RDDL_ROLLOUTS", "2", "RDDL_DEPTH", "3"));
        return new ProcessSpec("p1", command, dir, env, null, paths);
    }

    @AfterAll
    static void closeBackends() throws Exception {
        BACKENDS.close();
    }

    private static Played play(Sandbox sandbox, SamplePlanner planner) {
        var protocol = new RddlProtocol(Map.of("rddl.rounds", Integer.toString(ROUNDS)));
        var options = Map.of("instance", INSTANCE);
        ProcessSpec spec = entry(planner);
        var wrapped = RddlRelay.wrap(spec, protocol.settings(options), "p1");
        // Generous: a loaded machine may be slow to start a JVM or Python; nothing here measures time.
        JudgeLimits limits = JudgeLimits.defaults().withMatchDeadline(Duration.ofMinutes(5)).withExitGrace(Duration.ofSeconds(1));
        return JudgeKit.play(sandbox, protocol, null, List.of(new Participant.Program(wrapped, planner.program.toString())),
                limits, options, 7);
    }
}
