package dev.arbiter.examples;

import dev.arbiter.judge.Judge;
import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchResult;
import dev.arbiter.judge.MatchSpec;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.protocol.gvgai.GvgaiProtocol;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.none.UnsandboxedBackend;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The GVGAI sample agents as real entries: each plays a clean learning run on aliens through the referee and the
 * TCP relay. Levels are cut to 300 ticks and training to a few seconds so that the whole class takes well under a
 * minute. Whether a learner beats random play depends on how much it could play in its training time, which is a
 * machine's speed, not a property of the code: bench/gvgai-agents.sh measures that, side by side, and prints it.
 */
class GvgaiSampleAgentsTest {

    private static final Path PLAYERS = Path.of("players").toAbsolutePath();
    private static final String PYTHON = Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";

    @Test
    void thePythonAgentsFinishACleanLearningRunOnAliens() {
        SeatResult random = run(List.of(PYTHON, "-u", PLAYERS.resolve("python/gvgai_random.py").toString()), 1000);
        SeatResult learner = run(List.of(PYTHON, "-u", PLAYERS.resolve("python/gvgai_learner.py").toString()), 3000);

        System.out.printf("aliens validation, mean score: python random %.2f, python learner %.2f%n",
                random.stats().get("mean-score"), learner.stats().get("mean-score"));
    }

    @Test
    void theJavaAgentsFinishACleanLearningRunOnAliens() {
        SeatResult random = run(List.of(PLAYERS.resolve("java/gvgai-random").toString()), 1000);
        SeatResult learner = run(List.of(PLAYERS.resolve("java/gvgai-learner").toString()), 3000);

        System.out.printf("aliens validation, mean score: java random %.2f, java learner %.2f%n",
                random.stats().get("mean-score"), learner.stats().get("mean-score"));
    }

    /**
     * One run with seed 11 and {@code trainingMillis} of training (random play learns nothing, so it gets little);
     * the agent must finish it cleanly, every validation play counted and none forfeited.
     */
    private static SeatResult run(List<String> command, long trainingMillis) {
        var settings = Map.of("gvgai.game", "aliens", "gvgai.port", Integer.toString(freePort()),
                "gvgai.max-ticks", "300", "gvgai.validation-repetitions", "5", "gvgai.training-ms", Long.toString(trainingMillis),
                // Generous per-message budgets: a loaded machine must not turn slowness into forfeits here.
                "gvgai.act-ms", "2000", "gvgai.act-disqualify-ms", "5000", "gvgai.start-ms", "10000",
                "gvgai.init-ms", "10000");
        var protocol = new GvgaiProtocol(settings);
        var client = new ProcessSpec("p1", command, null, Map.of("ARBITER_SEED", "11"), null, List.of(PLAYERS));
        var entry = new Participant.Program(GvgaiProtocol.wrap(client, protocol.settings(Map.of())), command.getLast());
        try (var judge = new Judge(new UnsandboxedBackend())) {
            Path transcript = Files.createTempFile("gvgai-sample-", ".jsonl");
            try {
                MatchResult result = judge.play(new MatchSpec("sample", protocol, null, List.of(entry), 11, Map.of(),
                        JudgeLimits.defaults().withMatchDeadline(Duration.ofMinutes(5)), transcript));
                SeatResult seat = result.seats().getFirst();
                assertThat(seat.verdict()).as(seat.detail() + " / " + seat.stderrHead()).isEqualTo(Verdict.OK);
                assertThat(seat.stats()).containsEntry("plays", 10.0).containsEntry("disqualified", 0.0);
                // Ids echoed, answers well formed, FINISH ends it (GVG-S01, S04, S06): nothing for the referee to note.
                assertThat(seat.incidents()).isEmpty();
                return seat;
            } finally {
                Files.deleteIfExists(transcript);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int freePort() {
        try (var socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
