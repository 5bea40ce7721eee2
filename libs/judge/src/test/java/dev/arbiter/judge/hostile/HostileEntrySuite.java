package dev.arbiter.judge.hostile;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.judge.testkit.RockMatch;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.uid.UidRange;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static dev.arbiter.judge.testkit.JudgeKit.fastLimits;
import static dev.arbiter.judge.testkit.JudgeKit.testPlayer;
import static dev.arbiter.judge.testkit.RockMatch.assertOpponentUnharmed;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Entries that attack their sandbox, each in a real match through the judge on a real backend: every
 * one gets the right verdict, cannot reach what it attacks, leaves nothing behind (no process, no
 * backend resource, no file), and the match still ends with a result in which the good opponent's
 * game was played to the end. One subclass per backend runs the same suite: only for backends that
 * confine, never {@code none}, where the fork bomb and the memory hog would run loose on the host.
 */
public abstract class HostileEntrySuite {

    private static final long MIB = 1024 * 1024;
    /** Room for Python and Wine, little enough that the hostile ones hit the limits quickly. */
    protected static final ResourceLimits ENTRY_LIMITS = ResourceLimits.defaults()
            .withMemoryBytes(256 * MIB).withCpuTime(Duration.ofSeconds(5)).withPids(32);

    protected final HostileEntries entries = new HostileEntries();
    private long startMillis;

    /** The backend under test; the subclass creates it once and closes it after the suite. */
    protected abstract Sandbox sandbox();

    /** What the backend still holds on the host (cgroups, containers…): must be empty between matches. */
    protected abstract List<String> residue();

    /** The uids entries run as, one per run: any host file one of them owns after a match was left behind by an entry. */
    protected abstract UidRange entryUids();

    /**
     * Why creating a file in /dev fails: bubblewrap remounts its /dev read-only; the engine's /dev is a
     * root-owned tmpfs the unprivileged entry may not write to. Either way nothing is written.
     */
    protected String devWriteRefusal() {
        return "Read-only file system";
    }

    @BeforeEach
    void noteTheStart() {
        startMillis = System.currentTimeMillis() - 1000;
    }

    @AfterEach
    void nothingIsLeftBehind() throws IOException {
        try {
            assertThat(residue()).as("backend resources left behind").isEmpty();
            assertThat(ProcessHandle.current().descendants().map(p -> p.pid() + " " + p.info().commandLine().orElse("?")))
                    .as("processes left behind").isEmpty();
            assertThat(entries.strayFiles()).as("files written into entry directories").isEmpty();
            assertThat(hostTempFilesOfEntries()).as("files left in the host's temp directory").isEmpty();
        } finally {
            entries.removeAll();
        }
    }

    private List<Path> hostTempFilesOfEntries() throws IOException {
        var found = new ArrayList<Path>();
        try (Stream<Path> tmp = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            for (Path p : tmp.toList()) {
                try {
                    if (entryUids().contains((int) Files.getAttribute(p, "unix:uid"))
                            && Files.getLastModifiedTime(p).toMillis() >= startMillis) {
                        found.add(p);
                    }
                } catch (IOException gone) {
                    // removed meanwhile by someone else's test
                }
            }
        }
        return found;
    }

    private Played play(Participant hostile, JudgeLimits limits) {
        return RockMatch.play(sandbox(), RockMatch.goodPlayer(), hostile, limits);
    }

    private Participant hostile(ResourceLimits limits, String... args) {
        return entries.entry(HostileEntries.linuxBinary(), limits, args);
    }

    private static Participant hostilePython(String... flags) {
        var player = (Participant.Program) testPlayer(flags);
        ProcessSpec spec = player.spec().withLimits(ENTRY_LIMITS);
        return new Participant.Program(spec, player.displayPath());
    }

    // --- resources ------------------------------------------------------------------------------

    @Test
    void aForkBombIsStoppedByThePidsLimitAndTimesOut() {
        var seat = assertOpponentUnharmed(play(hostile(ENTRY_LIMITS, "fork-bomb"), fastLimits()));
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.TIMEOUT);
        assertThat(seat.detail()).isEqualTo("no answer within 500 ms to 3 consecutive move requests (moves 1–3)");
        assertThat(seat.stderrHead()).containsPattern("fork failed after \\d+ processes: Resource temporarily unavailable");
        int forked = Integer.parseInt(seat.stderrHead().replaceAll("(?s).*fork failed after (\\d+) processes.*", "$1"));
        assertThat(forked).isLessThan(ENTRY_LIMITS.pids());
    }

    @Test
    void aMemoryHogIsKilledAtItsMemoryLimitAndGetsMemory() {
        // A move deadline the hog cannot reach before the kernel stops it, however slowly it allocates on a busy
        // machine: the test is about the memory verdict, not a race between two limits.
        var seat = assertOpponentUnharmed(play(hostile(ENTRY_LIMITS, "memory-hog"), fastLimits().withMoveDeadline(Duration.ofSeconds(20))));
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.MEMORY);
        // When the kernel's limit bites depends on the machine (how fast the hog allocates, how loaded the cores
        // are): before it names itself or at any move. What is proven is the verdict and its reason.
        assertThat(seat.detail()).matches("(move \\d+|before announcing its name): ended with killed for exceeding its "
                + "memory limit before the session ended");
    }

    @Test
    void aCpuSpinIsKilledAtItsCpuTimeLimitAndTimesOut() {
        var limits = ENTRY_LIMITS.withCpuTime(Duration.ofSeconds(1));
        // One CPU second can take many wall seconds on a loaded machine: the name deadline must not race it.
        var seat = assertOpponentUnharmed(play(hostile(limits, "cpu-spin"), fastLimits().withNameDeadline(Duration.ofSeconds(60))));
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.TIMEOUT);
        assertThat(seat.detail()).isEqualTo("before announcing its name: ended with killed for exceeding its CPU-time limit "
                + "before the session ended");
    }

    @Test
    void anEntryThatSleepsForeverTimesOutAndIsKilled() {
        var seat = assertOpponentUnharmed(play(hostilePython("--answer", "fixed:rock", "--sleep-at", "2:3600000"), fastLimits()));
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.TIMEOUT);
        assertThat(seat.detail()).isEqualTo("no answer within 500 ms to 3 consecutive move requests (moves 2–4)");
    }

    // --- output ---------------------------------------------------------------------------------

    @Test
    void anOutputFloodGetsOutputLimit() {
        var played = play(hostilePython("--answer", "fixed:rock", "--flood-at", "2"), fastLimits().withOutputLimit(256 * 1024));
        var seat = assertOpponentUnharmed(played);
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.OUTPUT_LIMIT);
        assertThat(seat.detail()).isEqualTo("move 2: wrote more than 262144 bytes to its standard output");
        assertThat(played.result().transcript().bytes()).isLessThan(2L * MIB);
    }

    @Test
    void oneEnormousLineGetsProtocol() {
        var seat = assertOpponentUnharmed(play(hostilePython("--answer", "fixed:rock", "--huge-line-at", "1"), fastLimits()));
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.PROTOCOL);
        assertThat(seat.detail()).startsWith("move 1: sent a line longer than 4096 bytes");
    }

    @Test
    void binaryGarbageGetsProtocol() {
        var seat = assertOpponentUnharmed(play(hostilePython("--answer", "fixed:rock", "--garbage-at", "2"), fastLimits()));
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.PROTOCOL);
        assertThat(seat.detail()).startsWith("move 2: sent a line with non-ASCII or control bytes");
    }

    @Test
    void closingStdoutEarlyGetsCrash() {
        var seat = assertOpponentUnharmed(play(hostilePython("--answer", "fixed:rock", "--close-stdout-at", "2"), fastLimits()));
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.CRASH);
        assertThat(seat.detail()).isEqualTo("move 2: closed its standard output while still running");
    }

    // --- reach ----------------------------------------------------------------------------------

    @Test
    void aConnectionToTheHostsLoopbackFails() throws IOException {
        assertNoConnectionReachesTheHost(HostileEntries.linuxBinary(), "Connection refused");
    }

    @Test
    void aWindowsEntryCannotReachTheHostThroughItsWineserver() throws IOException {
        // 10061 is WSAECONNREFUSED: Wine's own sockets live in the sandbox's empty network namespace.
        assertNoConnectionReachesTheHost(HostileEntries.windowsBinary(), "winsock error 10061");
    }

    private void assertNoConnectionReachesTheHost(Path binary, String refusal) throws IOException {
        try (var server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            int port = server.getLocalPort();
            var seat = assertOpponentUnharmed(play(entries.entry(binary, ENTRY_LIMITS, "connect", Integer.toString(port)), fastLimits()));
            assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.OK);
            assertThat(seat.stderrHead()).contains("connect 127.0.0.1:" + port + ": failed: " + refusal);
            // A connection that got through would wait in the backlog, accepted or not.
            server.setSoTimeout(100);
            assertThatThrownBy(server::accept).isInstanceOf(SocketTimeoutException.class);
        }
    }

    @Test
    void everyProcessAnEntryCanSeeRunsUnderTheSeccompFilter() {
        assertEveryVisibleProcessIsFiltered(hostile(ENTRY_LIMITS, "processes"), "hostile");
    }

    @Test
    void everyProcessAWindowsEntryCanSeeRunsUnderTheSeccompFilter() {
        // Wine's server and services run beside the entry (started ahead of it where sandboxes are prepared):
        // one outside the filter would run unfiltered whatever the entry writes into its /proc/PID/mem.
        assertEveryVisibleProcessIsFiltered(
                entries.entry(HostileEntries.windowsBinary(), ENTRY_LIMITS, "processes"), "wineserver");
    }

    private void assertEveryVisibleProcessIsFiltered(Participant entry, String expectedProcess) {
        var seat = assertOpponentUnharmed(play(entry, fastLimits()));
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.OK);
        assertThat(seat.stderrHead()).contains("processes listed");
        var processes = seat.stderrHead().lines().filter(line -> line.startsWith("process ")).toList();
        assertThat(processes).as(seat.stderrHead()).anySatisfy(line -> assertThat(line).contains(" " + expectedProcess));
        // 2 is SECCOMP_MODE_FILTER.
        assertThat(processes).allSatisfy(line -> assertThat(line).endsWith(" seccomp 2"));
    }

    @Test
    void syscallsOutsideTheAllowlistAreRefused() {
        // What Docker's default profile refuses, what we refuse beyond it, and a number no kernel assigns;
        // chroot, lsm_list_modules and the unassigned number went through the earlier denylist.
        var seat = assertOpponentUnharmed(play(hostile(ENTRY_LIMITS, "syscalls"), fastLimits()));
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.OK);
        var reports = seat.stderrHead().lines().filter(line -> line.startsWith("syscall ")).toList();
        assertThat(reports).containsExactlyElementsOf(Stream.of("mount", "unshare", "kexec_load", "open_by_handle_at",
                        "setns", "swapon", "init_module", "clock_settime", "pivot_root", "chroot", "lsm_list_modules",
                        "io_uring_setup", "bpf", "perf_event_open", "userfaultfd", "keyctl", "add_key", "request_key",
                        "ptrace", "unassigned")
                .map(name -> "syscall " + name + ": Operation not permitted").toList());
    }

    @Test
    void writingOutsideItsPrivateTmpFails() {
        Path hostDir = entries.newDir("host");
        var hostile = hostile(ENTRY_LIMITS, "write", "written-in-own-dir.txt", hostDir.resolve("escaped.txt").toString(),
                "/usr/escaped.txt", "/etc/escaped.txt", "/escaped.txt", "/dev/escaped.txt", "/tmp/private.txt");
        var seat = assertOpponentUnharmed(play(hostile, fastLimits()));
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.OK);
        assertThat(seat.stderrHead()).contains("write written-in-own-dir.txt: failed: Read-only file system",
                "write " + hostDir.resolve("escaped.txt") + ": failed: No such file or directory",
                "write /usr/escaped.txt: failed: Read-only file system",
                "write /etc/escaped.txt: failed: Read-only file system",
                "write /escaped.txt: failed: Read-only file system",
                "write /dev/escaped.txt: failed: " + devWriteRefusal(),
                "write /tmp/private.txt: ok");
        assertThat(hostDir).isEmptyDirectory();
        assertThat(Path.of("/tmp/private.txt")).doesNotExist();
    }

    @Test
    void anotherEntrysFilesCannotBeRead() throws IOException {
        Path otherEntry = entries.newDir("other");
        Path secret = Files.writeString(otherEntry.resolve("secret.txt"), "the other entry's secret\n");
        var good = (Participant.Program) RockMatch.goodPlayer();
        var goodSeesItsOwnFiles = new Participant.Program(new ProcessSpec("good", good.spec().command(), null, good.spec().env(),
                ENTRY_LIMITS, List.of(good.spec().readOnlyPaths().getFirst(), otherEntry)), good.displayPath());
        String goodsProgram = good.spec().command().get(2);
        var hostile = hostile(ENTRY_LIMITS, "read", secret.toString(), goodsProgram);
        var seat = assertOpponentUnharmed(RockMatch.play(sandbox(), goodSeesItsOwnFiles, hostile, fastLimits()));
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.OK);
        assertThat(seat.stderrHead()).contains("read " + secret + ": failed: No such file or directory",
                "read " + goodsProgram + ": failed: No such file or directory");
        assertThat(seat.stderrHead()).doesNotContain("secret\n");
    }

    @Test
    void killingItsParentTheJudgeOrEveryoneHarmsNothing() {
        long judge = ProcessHandle.current().pid();
        var seat = assertOpponentUnharmed(play(hostile(ENTRY_LIMITS, "kill", Long.toString(judge)), fastLimits()));
        // It kept playing: its parent survived, and so did the judge and the other entry (both asserted above).
        assertThat(seat.verdict()).as(seat.detail()).isEqualTo(Verdict.OK);
        assertThat(seat.score()).isEqualTo(RockMatch.ROUNDS);
        assertThat(seat.stderrHead()).contains("kill parent (", "kill judge (" + judge + "): failed: No such process",
                "kill everyone (-1): failed: No such process");
    }
}
