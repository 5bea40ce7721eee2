package dev.arbiter.sandbox;

import dev.arbiter.sandbox.uid.UidRange;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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

    /** The uids the backend hands its runs. */
    protected abstract UidRange uids();

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
    public void anEntryRunsAsAUidOfTheSandboxRangeAndItsExitCodeIsReported() throws Exception {
        var process = shell("id -u; id -g; id -G; exit 3", ResourceLimits.defaults());
        var out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII).lines().toList();
        ExitInfo exit = finish(process);
        assertThat(out).hasSize(3);
        assertThat(Integer.parseInt(out.get(0))).isBetween(uids().first(), uids().last());
        assertThat(out).as("its gid is its uid, and it holds no other group").containsExactly(out.get(0), out.get(0), out.get(0));
        assertThat(exit).isEqualTo(new ExitInfo(3, 0, false, false, false));
    }

    @Test
    public void twoRunsAtOnceHaveUidsOfTheirOwn() throws Exception {
        var first = shell("id -u; cat", ResourceLimits.defaults());
        var second = shell("id -u; cat", ResourceLimits.defaults());
        String firstUid = firstLine(first);
        String secondUid = firstLine(second);
        finish(first);
        finish(second);
        assertThat(firstUid).isNotEqualTo(secondUid);
        assertThat(List.of(firstUid, secondUid)).allSatisfy(uid -> assertThat(Integer.parseInt(uid)).isBetween(uids().first(), uids().last()));
    }

    @Test
    public void aProcessWithOneRunsUidCannotSignalOrTraceAnotherRunsProcesses() throws Exception {
        // Namespaces already hide one run's processes from another; this is what holds if one ever reaches
        // another's (a kernel hole, a shared pid namespace): a process with run B's credentials, on the host,
        // tries kill(2) and /proc/<pid>/environ (ptrace's read check) on run A's entry.
        long marker = 7000 + ProcessHandle.current().pid() % 1000;
        var runA = shell("echo up; exec sleep " + marker, ResourceLimits.defaults());
        var runB = shell("echo up; exec sleep " + (marker + 1), ResourceLimits.defaults());
        try {
            assertThat(firstLine(runA)).isEqualTo("up");
            assertThat(firstLine(runB)).isEqualTo("up");
            long pidA = hostPidOf("sleep " + marker);
            long pidB = hostPidOf("sleep " + (marker + 1));
            int uidA = hostUidOf(pidA);
            int uidB = hostUidOf(pidB);
            String attack = "kill -0 " + pidA + " 2>/dev/null && echo signalled; cat /proc/" + pidA + "/environ >/dev/null 2>&1 && echo traced; true";
            assertThat(asUid(uidA, attack)).as("the run's own uid can (the probe works)").isEqualTo("signalled\ntraced\n");
            assertThat(asUid(uidB, attack)).as("another run's uid cannot").isEmpty();
        } finally {
            runA.kill();
            runB.kill();
            runA.exit().get(30, TimeUnit.SECONDS);
            runB.exit().get(30, TimeUnit.SECONDS);
        }
    }

    @Test
    public void aPerUidProcessLimitOfOneRunDoesNotCountAnotherRunsProcesses() throws Exception {
        // RLIMIT_NPROC counts every process of the caller's uid: were run A's 20 sleepers counted, run B could
        // not fork under a limit of 12. (Under the local backend each run's user namespace already keeps a count
        // of its own on kernels from 5.14; containers share the host's, where only distinct uids part them.)
        var runA = shell("for i in $(seq 20); do sleep 600 & done; echo started; wait", ResourceLimits.defaults());
        try {
            assertThat(firstLine(runA)).isEqualTo("started");
            var runB = backend().start(new ProcessSpec("t", List.of("python3", "-c", String.join("\n",
                    "import os, resource",
                    "resource.setrlimit(resource.RLIMIT_NPROC, (12, 12))",
                    "try:",
                    "    for _ in range(3):",
                    "        pid = os.fork()",
                    "        if pid == 0: os._exit(0)",
                    "        os.waitpid(pid, 0)",
                    "    print('forked')",
                    "except OSError as e:",
                    "    print(os.strerror(e.errno))")), null, Map.of(), ResourceLimits.defaults(), List.of()));
            String out = new String(runB.stdout().readAllBytes(), StandardCharsets.US_ASCII).strip();
            finish(runB);
            assertThat(out).isEqualTo("forked");
        } finally {
            runA.kill();
            runA.exit().get(30, TimeUnit.SECONDS);
        }
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
    public void theHostsAccountsAreNotVisibleOnlyRootAndTheRunsOwn() throws Exception {
        var process = shell("id -u; cat /etc/passwd; echo --; cat /etc/group; echo --; id -un", ResourceLimits.defaults());
        String out = new String(process.stdout().readAllBytes(), StandardCharsets.US_ASCII);
        finish(process);
        String uid = out.lines().findFirst().orElseThrow();
        assertThat(out.lines().skip(1)).containsExactly(
                "root:x:0:0:root:/root:/usr/sbin/nologin", "sandbox:x:" + uid + ":" + uid + ":entry:/tmp:/usr/sbin/nologin", "--",
                "root:x:0:", "sandbox:x:" + uid + ":", "--",
                "sandbox");
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
    public void everySyscallOutsideTheAllowlistIsRefusedInsideTheSandbox() throws Exception {
        // Each call the table refuses, with arguments that would do no harm if one got through; then what
        // it refuses by argument or does not list at all: a namespace-making clone (CLONE_NEWUSER|CLONE_FS,
        // which the kernel itself would call EINVAL), clone3, a personality and two socket families Docker
        // does not allow, a number no kernel assigns and an x32 call. getpid shows ordinary calls still work.
        var calls = new StringBuilder();
        SeccompPolicy.REFUSED.forEach((name, nr) -> calls.append(call(name, nr,
                name.equals("ptrace") ? 2 : 0))); // PTRACE_PEEKDATA of no one, not TRACEME
        calls.append(call("clone_newuser", SeccompPolicy.CLONE, 0x10000200));
        calls.append(call("personality", SeccompPolicy.PERSONALITY, 0x0040000));
        calls.append(call("socket_alg", SeccompPolicy.SOCKET, 38));
        calls.append(call("socket_vsock", SeccompPolicy.SOCKET, 40));
        calls.append(call("unassigned", 1000, 0));
        calls.append(call("x32_getpid", SeccompPolicy.X32_SYSCALL_BIT | 39, 0));
        calls.append(call("clone3", SeccompPolicy.CLONE3, 0));
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
        assertThat(results).as(out).hasSize(SeccompPolicy.REFUSED.size() + 8).endsWith("clone3=38", "getpid=ok");
        // EPERM (1), from the filter: the kernel would have answered most of these with EFAULT, EINVAL or ENOSYS.
        assertThat(results.subList(0, results.size() - 2)).allSatisfy(line -> assertThat(line).matches("\\w+=1"));
    }

    private static String call(String name, int nr, int arg) {
        return "(\"" + name + "\", " + nr + ", " + arg + "),";
    }

    private static String firstLine(SandboxedProcess process) throws IOException {
        // Not buffered beyond the line: the rest stays for whoever reads next.
        var line = new StringBuilder();
        for (int c = process.stdout().read(); c != -1 && c != '\n'; c = process.stdout().read()) {
            line.append((char) c);
        }
        return line.toString();
    }

    /** The host pid of the one process whose command line is {@code commandLine} (a sandboxed entry seen from the host). */
    private static long hostPidOf(String commandLine) throws Exception {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (true) {
            var found = ProcessHandle.allProcesses().map(ProcessHandle::pid)
                    .filter(pid -> commandLine.equals(cmdline(pid))).toList();
            if (found.size() == 1) {
                return found.getFirst();
            }
            assertThat(System.nanoTime() - giveUp).as("processes running \"%s\": %s", commandLine, found).isNegative();
            Thread.sleep(50);
        }
    }

    /** The argv of a host process, as the kernel shows it (ProcessHandle's reads the program's path instead). */
    private static String cmdline(long pid) {
        try {
            return new String(Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline")), StandardCharsets.UTF_8)
                    .replace('\0', ' ').strip();
        } catch (IOException gone) {
            return "";
        }
    }

    private static int hostUidOf(long pid) throws IOException {
        return Files.readAllLines(Path.of("/proc", Long.toString(pid), "status")).stream()
                .filter(l -> l.startsWith("Uid:")).map(l -> Integer.parseInt(l.split("\\s+")[1])).findFirst().orElseThrow();
    }

    /** What {@code script} prints, run on the host as {@code uid} (the test runs as root, as the backends do). */
    private static String asUid(int uid, String script) throws Exception {
        var process = new ProcessBuilder("setpriv", "--reuid=" + uid, "--regid=" + uid, "--clear-groups", "--", "sh", "-c", script)
                .redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        assertThat(process.waitFor(10, TimeUnit.SECONDS)).isTrue();
        return out;
    }
}
