package dev.arbiter.judge;

import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.ScriptedGame;
import dev.arbiter.judge.testkit.ScriptedGame.Script;
import dev.arbiter.sandbox.ExitInfo;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.sandbox.SandboxedProcess;
import dev.arbiter.sandbox.none.UnsandboxedBackend;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static dev.arbiter.judge.testkit.JudgeKit.fastLimits;
import static dev.arbiter.judge.testkit.JudgeKit.inProcess;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A program killed at a sandbox limit first loses its output, then its exit status arrives; on the docker
 * backend (which inspects the container) or a busy machine the status can come long after the judge noticed the
 * closed output. The verdict must be the sandbox's cause either way, never a crash guessed from the order.
 */
class ExitCauseVerdictTest {

    private static final String ALPHABET = "rock paper scissors";

    @Test
    void aSeatKilledAtItsMemoryLimitGetsMemoryEvenWhenItsExitStatusArrivesAfterItsOutputClosed() throws Exception {
        var played = play(new ExitInfo(137, 9, true, false, false));
        var seat = played.result().seats().getFirst();
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.MEMORY);
        assertThat(seat.detail()).matches("move \\d+: ended with .*memory limit before the session ended");
        assertThat(seat.incidents()).anyMatch(i -> i.contains("closed its standard output while still running"));
    }

    @Test
    void aSeatKilledAtItsCpuLimitGetsTimeoutEvenWhenItsExitStatusArrivesLate() throws Exception {
        var seat = play(new ExitInfo(137, 9, false, true, false)).result().seats().getFirst();
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.TIMEOUT);
    }

    @Test
    void aSeatThatClosedItsOutputAndWasOnlyKilledByTheJudgeStaysACrash() throws Exception {
        var seat = play(new ExitInfo(137, 9, false, false, true)).result().seats().getFirst();
        assertThat(seat.verdict()).isEqualTo(Verdict.CRASH);
        assertThat(seat.detail()).endsWith("closed its standard output while still running");
    }

    /** A player that names itself, closes its output and keeps running; its sandbox reports {@code cause} late. */
    private static JudgeKit.Played play(ExitInfo cause) throws IOException {
        Path script = Files.createTempFile("closes-output-", ".sh");
        Files.writeString(script, "#!/bin/sh\necho '@info name quitter'\nexec 1>&-\nexec sleep 3600\n");
        script.toFile().deleteOnExit();
        var player = new Participant.Program(ProcessSpec.of("quitter", List.of("/bin/sh", script.toString())), "quitter");
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1).rounds(3, ExitCauseVerdictTest::scores, 1).end());
        return JudgeKit.play(new LateExitStatus(cause), LmcProtocol.lmc1(), inProcess(game), List.of(player),
                fastLimits(), Map.of(), 7);
    }

    private static List<String> scores(List<String> outputs) {
        var lines = new ArrayList<String>();
        for (int i = 0; i < outputs.size(); i++) {
            lines.add("@player " + (i + 1) + " @score 0");
        }
        return lines;
    }

    /** Plain processes whose exit status, once they are gone, is {@code cause}, told a second later. */
    private record LateExitStatus(ExitInfo cause) implements Sandbox {

        @Override
        public String name() {
            return "late-exit-status";
        }

        @Override
        public SandboxedProcess start(ProcessSpec spec) throws SandboxException {
            SandboxedProcess real = new UnsandboxedBackend().start(spec);
            CompletableFuture<ExitInfo> late = real.exit().thenCompose(exit -> CompletableFuture.supplyAsync(() -> cause,
                    CompletableFuture.delayedExecutor(1, TimeUnit.SECONDS)));
            return new SandboxedProcess() {
                @Override
                public OutputStream stdin() {
                    return real.stdin();
                }

                @Override
                public InputStream stdout() {
                    return real.stdout();
                }

                @Override
                public InputStream stderr() {
                    return real.stderr();
                }

                @Override
                public CompletableFuture<ExitInfo> exit() {
                    return late;
                }

                @Override
                public void kill() {
                    real.kill();
                }

                @Override
                public String describe() {
                    return real.describe();
                }
            };
        }
    }
}
