package dev.arbiter.sandbox.docker;

import dev.arbiter.sandbox.ExitInfo;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxBackendContract;
import dev.arbiter.sandbox.WindowsStartContract;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.sandbox.uid.UidRange;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The sandbox contract on the docker backend (a real engine), plus what is its own: the stdio path and the engine's limits. */
class DockerBackendTest extends SandboxBackendContract implements WindowsStartContract {

    private static DockerBackend backend;

    @BeforeAll
    static void createBackend() {
        backend = DockerBackends.createOrFail(DockerBackendConfig.fromEnvironment());
    }

    @AfterAll
    static void closeBackend() throws Exception {
        if (backend != null) {
            backend.close();
        }
    }

    @Override
    public Sandbox backend() {
        return backend;
    }

    @Override
    protected List<String> residue() {
        return backend.residue();
    }

    @Override
    protected UidRange uids() {
        return DockerBackendConfig.fromEnvironment().uids();
    }

    @Test
    void linesCrossTheStdioSocketInBothDirectionsAndEndOfInputReachesTheEntry() throws Exception {
        var process = shell("while read line; do echo \"got $line\"; done; echo eof >&2", ResourceLimits.defaults());
        var out = new BufferedReader(new InputStreamReader(process.stdout(), StandardCharsets.US_ASCII));
        OutputStream in = process.stdin();
        for (int i = 0; i < 3; i++) {
            in.write(("line " + i + "\n").getBytes(StandardCharsets.US_ASCII));
            in.flush();
            assertThat(out.readLine()).isEqualTo("got line " + i);
        }
        ExitInfo exit = finish(process);
        assertThat(exit.clean()).isTrue();
        assertThat(new String(process.stderr().readAllBytes(), StandardCharsets.US_ASCII)).isEqualTo("eof\n");
    }

    @Test
    void anEntryThatClosesItsStdoutShowsEndOfFileWhileStillRunning() throws Exception {
        var process = shell("exec 1>&-; sleep 600", ResourceLimits.defaults());
        assertThat(process.stdout().read()).isEqualTo(-1);
        assertThat(process.exit()).isNotDone();
        process.kill();
        assertThat(process.exit().get(10, TimeUnit.SECONDS).killedByJudge()).isTrue();
    }

    @Test
    void theEntryRunsWithNoCapabilitiesAndCannotGainPrivileges() throws Exception {
        var process = shell("grep -E '^(CapEff|NoNewPrivs)' /proc/self/status | tr -s '\\t' ' '", ResourceLimits.defaults());
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII);
        finish(process);
        assertThat(out.lines()).containsExactly("CapEff: 0000000000000000", "NoNewPrivs: 1");
    }

    @Test
    void aCommandThatCannotBeExecutedIsReportedOnItsStderrWithExit127() throws Exception {
        var process = backend.start(new ProcessSpec("t", List.of("/no/such/program"), null, Map.of(), null, List.of()));
        ExitInfo exit = finish(process);
        assertThat(exit.exitCode()).isEqualTo(127);
        assertThat(new String(process.stderr().readAllBytes(), StandardCharsets.US_ASCII))
                .isEqualTo("cannot execute /no/such/program: No such file or directory\n");
    }

    @Test
    void aMissingEngineIsRefusedWithTheScriptThatStartsOne() {
        var config = DockerBackendConfig.fromEnvironment();
        var nowhere = new DockerBackendConfig("unix:///nonexistent/docker.sock", config.linuxImage(), config.wineImage(),
                config.uids(), config.uidLocks(), config.runRoot(), config.startTimeout(), config.wine(), config.cpuset(), config.spares());
        assertThatThrownBy(() -> DockerBackend.create(nowhere)).isInstanceOf(DockerBackendUnavailable.class)
                .hasMessageStartingWith("no Docker engine answers at unix:///nonexistent/docker.sock")
                .hasMessageContaining("scripts/docker-engine.sh");
    }

    @Test
    void aMissingImageIsRefusedWithTheScriptThatBuildsIt() {
        var config = DockerBackendConfig.fromEnvironment();
        var noImage = new DockerBackendConfig(config.dockerHost(), "arbiter/no-such-image:1", config.wineImage(),
                config.uids(), config.uidLocks(), Path.of(config.runRoot() + "-other"), config.startTimeout(), config.wine(), config.cpuset(), config.spares());
        assertThatThrownBy(() -> DockerBackend.create(noImage)).isInstanceOf(DockerBackendUnavailable.class)
                .hasMessageEndingWith("has no image arbiter/no-such-image:1: build it with scripts/docker-images.sh");
    }

    @Test
    void aConfiguredCpusetHoldsEntriesToThoseCpus() throws Exception {
        var config = DockerBackendConfig.fromEnvironment();
        var pinned = new DockerBackendConfig(config.dockerHost(), config.linuxImage(), config.wineImage(), config.uids(),
                config.uidLocks(), Path.of(config.runRoot() + "-pinned"), config.startTimeout(), config.wine(), "0", config.spares());
        try (var pinnedBackend = DockerBackend.create(pinned)) {
            var process = pinnedBackend.start(new ProcessSpec("t", List.of("sh", "-c",
                    "grep Cpus_allowed_list /proc/self/status | tr -s '\\t' ' '"), null, Map.of(), null, List.of()));
            String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII).strip();
            finish(process);
            assertThat(out).isEqualTo("Cpus_allowed_list: 0");
            assertThat(pinnedBackend.residue()).isEmpty();
        }
    }

    @Test
    void aSpecThatNamesAMissingProgramFileIsNotStarted() {
        var spec = new ProcessSpec("t", List.of("/nonexistent/entry/player"), null, Map.of(), null,
                List.of(Path.of("/nonexistent/entry")));
        assertThatThrownBy(() -> backend.start(spec)).isInstanceOf(SandboxException.class);
    }

    @Test
    void theCpuQuotaHoldsAnEntryToItsShareOfACore() throws Exception {
        var limits = ResourceLimits.defaults();
        var halfCore = new ResourceLimits(limits.memoryBytes(), 0.5, Duration.ofSeconds(30), limits.pids(),
                limits.openFiles(), limits.fileSizeBytes(), limits.tmpBytes());
        // Spin until the process has used one CPU second and report how long that took on the wall clock. With
        // half a core it cannot take less than about two seconds; a busy machine only makes it longer, so the
        // bound holds however loaded the machine is (a bound on CPU used in fixed wall time would not).
        var process = shell("python3 -c 'import time, os\nstart = time.time()\n"
                + "while os.times().user + os.times().system < 1.0: pass\n"
                + "print(round(time.time() - start, 2))'", halfCore);
        double wallSeconds = Double.parseDouble(new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII).strip());
        finish(process);
        assertThat(wallSeconds).as("wall seconds to use one CPU second at half a core").isGreaterThanOrEqualTo(1.6);
    }
}
