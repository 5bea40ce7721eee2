package dev.arbiter.sandbox;

import org.junit.jupiter.api.AfterEach;
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
 * What every confining backend guarantees, on this machine: how an entry's end is reported (exit
 * code, OOM, CPU time, killed), the limits it runs under, and that nothing of it stays behind. One
 * subclass per backend; what entries can and cannot reach is proven through the judge by the
 * hostile-entry suite.
 */
public abstract class SandboxBackendContract {

    protected static final long MIB = 1024 * 1024;

    /** The backend under test; the subclass creates it once and closes it after the suite. */
    protected abstract Sandbox backend();

    /** What the backend still holds on the host (cgroups, containers…): empty between runs. */
    protected abstract List<String> residue();

    @AfterEach
    public void nothingIsLeftBehind() {
        assertThat(residue()).isEmpty();
        assertThat(ProcessHandle.current().descendants().map(p -> p.info().commandLine().orElse("?")).toList()).isEmpty();
    }

    protected SandboxedProcess shell(String script, ResourceLimits limits) throws SandboxException {
        return backend().start(new ProcessSpec("t", List.of("sh", "-c", script), null, Map.of(), limits, List.of()));
    }

    protected static ExitInfo finish(SandboxedProcess process) throws Exception {
        process.stdin().close();
        return process.exit().get(30, TimeUnit.SECONDS);
    }

    @Test
    public void anEntryRunsAsTheSandboxUidAndItsExitCodeIsReported() throws Exception {
        var process = shell("id -u; exit 3", ResourceLimits.defaults());
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII).strip();
        ExitInfo exit = finish(process);
        assertThat(out).isEqualTo("65534");
        assertThat(exit).isEqualTo(new ExitInfo(3, 0, false, false, false));
    }

    @Test
    public void exceedingTheMemoryLimitIsReportedAsAnOomKill() throws Exception {
        var limits = ResourceLimits.defaults().withMemoryBytes(64 * MIB);
        ExitInfo exit = finish(shell("python3 -c 'b = bytearray(256 << 20)'", limits));
        assertThat(exit.oomKilled()).isTrue();
        assertThat(exit.signal()).isEqualTo(9);
        assertThat(exit.describe()).isEqualTo("killed for exceeding its memory limit");
    }

    @Test
    public void cpuTimeIsLimitedForTheWholeRunNotPerProcess() throws Exception {
        // Two spinners sharing one core: each alone stays under RLIMIT_CPU for twice as long as the
        // run's total allows, so only the cgroup-wide watch can end them at the limit.
        var limits = ResourceLimits.defaults().withCpuTime(Duration.ofSeconds(1));
        ExitInfo exit = finish(shell("(while :; do :; done) & while :; do :; done", limits));
        assertThat(exit.cpuLimitHit()).isTrue();
        // SIGKILL from the run-wide watch, not SIGXCPU from one process's rlimit (which docker's would send).
        assertThat(exit.signal()).isEqualTo(9);
        assertThat(exit.killedByJudge()).isFalse();
        assertThat(exit.describe()).isEqualTo("killed for exceeding its CPU-time limit");
    }

    @Test
    public void anEntrysCpuTimeSoFarIsReadWhileItRunsWithEveryProcessItStarted() throws Exception {
        // Two spinning children of a shell that only waits: their work shows in the run's reading while it
        // runs, however slowly a loaded machine lets them spin (the wait only gives up after a minute).
        var process = shell("(while :; do :; done) & (while :; do :; done) & echo started; wait", ResourceLimits.defaults());
        assertThat(new String(process.stdout().readNBytes(8), StandardCharsets.US_ASCII)).isEqualTo("started\n");
        Duration first = process.cpuTime().orElseThrow();
        Duration later = first;
        long giveUp = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (later.minus(first).compareTo(Duration.ofMillis(300)) < 0 && System.nanoTime() < giveUp) {
            Thread.sleep(20);
            later = process.cpuTime().orElseThrow();
        }
        assertThat(later.minus(first)).isGreaterThanOrEqualTo(Duration.ofMillis(300));
        process.kill();
        process.exit().get(30, TimeUnit.SECONDS);
        assertThat(process.cpuTime()).as("a run that is gone has no reading").isEmpty();
    }

    @Test
    public void aForkBombStopsAtThePidsLimit() throws Exception {
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
    public void killingAnEntryKillsEveryProcessItStartedAndRemovesWhatItHeld() throws Exception {
        var process = shell("for i in 1 2 3 4; do sleep 600 & done; echo started; wait", ResourceLimits.defaults());
        assertThat(new String(process.stdout().readNBytes(8), StandardCharsets.US_ASCII)).isEqualTo("started\n");
        assertThat(residue()).isNotEmpty();
        process.kill();
        ExitInfo exit = process.exit().get(10, TimeUnit.SECONDS);
        assertThat(exit.killedByJudge()).isTrue();
        assertThat(exit.signal()).isEqualTo(9);
        assertThat(exit.cpuLimitHit()).isFalse();
    }

    @Test
    public void filesAreSizeLimitedAndThePrivateTmpIsSizeCapped() throws Exception {
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
    public void aMissingEntryDirectoryIsRefusedBeforeAnythingStarts() {
        var spec = new ProcessSpec("t", List.of("true"), null, Map.of(), null, List.of(java.nio.file.Path.of("/nonexistent/entry")));
        assertThatThrownBy(() -> backend().start(spec)).isInstanceOf(SandboxException.class)
                .hasMessage("/nonexistent/entry: no such file or directory");
    }

    @Test
    public void theSandboxSeesOnlyLoopbackAndAReadOnlyRoot() throws Exception {
        var process = shell("cat /proc/net/dev | tail -n +3 | cut -d: -f1 | tr -d ' '; touch /usr/x 2>/dev/null || echo ro;"
                + " echo ok > /tmp/t && cat /tmp/t", ResourceLimits.defaults());
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII);
        finish(process);
        assertThat(out.lines()).containsExactly("lo", "ro", "ok");
    }

    @Test
    public void theHostsAccountsAreNotVisibleOnlyRootAndTheSandboxsOwn() throws Exception {
        var process = shell("cat /etc/passwd; echo --; cat /etc/group; echo --; id -un", ResourceLimits.defaults());
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII);
        finish(process);
        assertThat(out.lines()).containsExactly(
                "root:x:0:0:root:/root:/usr/sbin/nologin", "nobody:x:65534:65534:entry:/tmp:/usr/sbin/nologin", "--",
                "root:x:0:", "nogroup:x:65534:", "--",
                "nobody");
    }

    @Test
    public void anEntryCannotAttachToThePidOneOfItsSandbox() throws Exception {
        // PTRACE_ATTACH (16) on PID 1, whichever process of ours holds that place (bwrap's launcher, arbiter-stdio):
        // it shares the entry's uid in some set-ups, so only its being non-dumpable stands between them.
        var process = shell("python3 -c 'import ctypes; libc = ctypes.CDLL(None, use_errno=True);"
                + " print(\"attached\" if libc.ptrace(16, 1, 0, 0) == 0 else \"refused\")'", ResourceLimits.defaults());
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII).strip();
        assertThat(out).isEqualTo("refused");
        finish(process);
    }

    @Test
    public void anEntryCannotWriteTheMemoryOfThePidOneOfItsSandbox() throws Exception {
        // /proc/<pid>/mem is ptrace by another door, one seccomp does not see: PID 1 (bwrap's init, arbiter-stdio)
        // runs without the entry's filter, so writing its memory would run code outside it. Writes back the
        // bytes it read, so a hole found does no harm.
        String script = String.join("\n",
                "import os",
                "try:",
                "    fd = os.open('/proc/1/mem', os.O_RDWR)",
                "    addr = next(int(l.split('-')[0], 16) for l in open('/proc/1/maps') if l.split()[1].startswith('rw'))",
                "    os.pwrite(fd, os.pread(fd, 8, addr), addr)",
                "    print('wrote', flush=True)",
                "except (OSError, StopIteration) as e:",
                "    print('refused', getattr(e, 'errno', None), flush=True)");
        var process = backend().start(new ProcessSpec("t", List.of("python3", "-c", script), null, Map.of(),
                ResourceLimits.defaults(), List.of()));
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII).strip();
        assertThat(out).startsWith("refused");
        finish(process);
    }

    @Test
    public void dangerousSyscallsAreRefusedInsideTheSandbox() throws Exception {
        // Each of SeccompPolicy's syscalls, with arguments that would do no harm if one got through;
        // a namespace-making clone (CLONE_NEWUSER|CLONE_FS, which the kernel itself would call EINVAL),
        // clone3 and a personality Docker does not allow. getpid shows ordinary calls still work.
        var calls = new StringBuilder();
        SeccompPolicy.REFUSED.forEach((name, nr) -> calls.append("(\"").append(name).append("\", ").append(nr)
                .append(name.equals("ptrace") ? ", 2)," : ", 0),")); // PTRACE_PEEKDATA of no one, not TRACEME
        calls.append("(\"clone_newuser\", ").append(SeccompPolicy.CLONE).append(", 0x10000200),");
        calls.append("(\"clone3\", ").append(SeccompPolicy.CLONE3).append(", 0),");
        calls.append("(\"personality\", ").append(SeccompPolicy.PERSONALITY).append(", 0x0040000),");
        String script = String.join("\n",
                "import ctypes",
                "libc = ctypes.CDLL(None, use_errno=True)",
                "libc.syscall.restype = ctypes.c_long",
                "for name, nr, arg in [" + calls + "]:",
                "    ctypes.set_errno(0)",
                "    r = libc.syscall(ctypes.c_long(nr), ctypes.c_long(arg), ctypes.c_long(0), ctypes.c_long(0), ctypes.c_long(0))",
                "    print(name + \"=\" + (str(ctypes.get_errno()) if r == -1 else \"ok\"), flush=True)",
                "print(\"getpid=\" + (\"ok\" if libc.syscall(39) > 0 else \"broken\"))");
        var process = backend().start(new ProcessSpec("t", List.of("python3", "-c", script), null, Map.of(),
                ResourceLimits.defaults(), List.of()));
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII).strip();
        finish(process);
        var results = out.lines().toList();
        assertThat(results).hasSize(SeccompPolicy.REFUSED.size() + 4).endsWith("getpid=ok");
        // EPERM (1) or ENOSYS (38): refused before the kernel looked at the arguments.
        assertThat(results.subList(0, results.size() - 1)).allSatisfy(line -> assertThat(line).matches("\\w+=(1|38)"));
    }
}
