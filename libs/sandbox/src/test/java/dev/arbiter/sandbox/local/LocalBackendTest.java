package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.ExitInfo;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;
import dev.arbiter.sandbox.SandboxException;
import dev.arbiter.sandbox.SandboxedProcess;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The local backend's own contract on this machine: how an entry's end is reported (exit code, OOM,
 * CPU time, killed), and that nothing of it stays behind. What entries can and cannot reach is proven
 * through the judge by the hostile-entry suite.
 */
class LocalBackendTest {

    private static final long MIB = 1024 * 1024;
    private static LocalBackend backend;

    @BeforeAll
    static void createBackend() {
        backend = LocalBackends.createOrSkip(LocalBackendConfig.fromEnvironment());
    }

    @AfterAll
    static void closeBackend() {
        if (backend != null) {
            backend.close();
        }
    }

    @AfterEach
    void nothingIsLeftBehind() {
        assertThat(backend.residue()).isEmpty();
        assertThat(ProcessHandle.current().descendants().toList()).isEmpty();
    }

    private static SandboxedProcess shell(String script, ResourceLimits limits) throws SandboxException {
        return backend.start(new ProcessSpec("t", List.of("sh", "-c", script), null, Map.of(), limits, List.of()));
    }

    private static ExitInfo finish(SandboxedProcess process) throws Exception {
        process.stdin().close();
        return process.exit().get(30, TimeUnit.SECONDS);
    }

    @Test
    void anEntryRunsAsTheSandboxUidAndItsExitCodeIsReported() throws Exception {
        var process = shell("id -u; exit 3", ResourceLimits.defaults());
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII).strip();
        ExitInfo exit = finish(process);
        assertThat(out).isEqualTo("65534");
        assertThat(exit).isEqualTo(new ExitInfo(3, 0, false, false, false));
    }

    @Test
    void exceedingTheMemoryLimitIsReportedAsAnOomKill() throws Exception {
        var limits = ResourceLimits.defaults().withMemoryBytes(64 * MIB);
        ExitInfo exit = finish(shell("python3 -c 'b = bytearray(256 << 20)'", limits));
        assertThat(exit.oomKilled()).isTrue();
        assertThat(exit.signal()).isEqualTo(9);
        assertThat(exit.describe()).isEqualTo("killed for exceeding its memory limit");
    }

    @Test
    void cpuTimeIsLimitedForTheWholeRunNotPerProcess() throws Exception {
        // Two spinners sharing one core: each alone stays under RLIMIT_CPU for twice as long as the
        // run's total allows, so only the cgroup-wide watch can end them at the limit.
        var limits = ResourceLimits.defaults().withCpuTime(Duration.ofSeconds(1));
        ExitInfo exit = finish(shell("(while :; do :; done) & while :; do :; done", limits));
        assertThat(exit.cpuLimitHit()).isTrue();
        assertThat(exit.killedByJudge()).isFalse();
        assertThat(exit.describe()).isEqualTo("killed for exceeding its CPU-time limit");
    }

    @Test
    void aForkBombStopsAtThePidsLimit() throws Exception {
        var limits = ResourceLimits.defaults().withPids(16);
        var process = shell("python3 -c '"
                + "import os, time\n"
                + "n = 0\n"
                + "try:\n"
                + "    while True:\n"
                + "        if os.fork() == 0: time.sleep(60); os._exit(0)\n"
                + "        n += 1\n"
                + "except OSError as e: print(n, os.strerror(e.errno))'", limits);
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII).strip();
        finish(process);
        assertThat(out).matches("\\d+ Resource temporarily unavailable");
        assertThat(Integer.parseInt(out.split(" ")[0])).isBetween(1, 15);
    }

    @Test
    void killingAnEntryKillsEveryProcessItStartedAndRemovesItsCgroups() throws Exception {
        var process = shell("for i in 1 2 3 4; do sleep 600 & done; echo started; wait", ResourceLimits.defaults());
        assertThat(new String(process.stdout().readNBytes(8), StandardCharsets.US_ASCII)).isEqualTo("started\n");
        assertThat(backend.residue()).singleElement().asString().contains("with processes");
        process.kill();
        ExitInfo exit = process.exit().get(10, TimeUnit.SECONDS);
        assertThat(exit.killedByJudge()).isTrue();
        assertThat(exit.signal()).isEqualTo(9);
        assertThat(exit.cpuLimitHit()).isFalse();
    }

    @Test
    void filesAreSizeLimitedAndThePrivateTmpIsSizeCapped() throws Exception {
        var limits = new ResourceLimits(64 * MIB, 1, Duration.ofSeconds(10), 64, 256, MIB / 2, MIB);
        var process = shell("(head -c 600000 /dev/zero > /tmp/big) 2>/dev/null; echo big-exit=$?; rm /tmp/big;"
                + " head -c 400000 /dev/zero > /tmp/a && head -c 400000 /dev/zero > /tmp/b && echo two-fit;"
                + " head -c 400000 /dev/zero > /tmp/c 2>/dev/null || echo third-does-not", limits);
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII);
        finish(process);
        // 153 = 128 + SIGXFSZ: the file-size rlimit stops a write at 512 KiB.
        assertThat(out.lines()).containsExactly("big-exit=153", "two-fit", "third-does-not");
    }

    @Test
    void aMissingEntryDirectoryIsRefusedBeforeAnythingStarts() {
        var spec = new ProcessSpec("t", List.of("true"), null, Map.of(), null, List.of(java.nio.file.Path.of("/nonexistent/entry")));
        assertThatThrownBy(() -> backend.start(spec)).isInstanceOf(SandboxException.class)
                .hasMessage("/nonexistent/entry: no such file or directory");
    }

    @Test
    void theSandboxSeesOnlyLoopbackAndAReadOnlyRoot() throws Exception {
        var process = shell("cat /proc/net/dev | tail -n +3 | cut -d: -f1 | tr -d ' '; touch /usr/x 2>/dev/null || echo ro;"
                + " echo ok > /tmp/t && cat /tmp/t", ResourceLimits.defaults());
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII);
        finish(process);
        assertThat(out.lines()).containsExactly("lo", "ro", "ok");
    }

}
