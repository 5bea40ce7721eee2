package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.EntryView;
import dev.arbiter.sandbox.LaunchPlan;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;
import dev.arbiter.sandbox.WindowsHeaders;
import dev.arbiter.sandbox.uid.UidRange;
import dev.arbiter.sandbox.wine.WineLaunch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The argv and go message that start an entry, as a host without bubblewrap can check them. */
class LauncherArgsTest {

    private static final long MIB = 1024 * 1024;
    private static final String LAUNCHER = "/var/cache/arbiter/arbiter-launch-0123";
    private static final HostTools TOOLS = new HostTools(Path.of("/usr/bin/bwrap"), Path.of(LAUNCHER), null);

    @TempDir
    Path entryDir;

    private static final int RUN_UID = 200_007;
    private static final Path ENTRY_BIN = Path.of("/var/cache/arbiter/entry-bin-1-1");

    private final LocalBackendConfig config = new LocalBackendConfig(new UidRange(200_000, 200_999), Path.of("/unused/uid-locks"),
            List.of(Path.of("/usr")),
            new EntryRoot(List.of("python3"), List.of(Path.of("/usr/lib/python3"))),
            Path.of("/cache/wine-prefix"), WineLaunch.defaults(), null, 0);
    private final ResourceLimits limits = new ResourceLimits(128 * MIB, 1, Duration.ofMillis(2500), 32, 100, 2 * MIB, 8 * MIB);

    private List<String> argv(ProcessSpec spec) throws Exception {
        var plan = LaunchPlan.of(spec, config.wine());
        var sandboxed = BubblewrapArgs.build(TOOLS, config, ENTRY_BIN, plan.underWine(), plan.limits().tmpBytes(),
                List.of(entryDir), RUN_UID, List.of());
        return LauncherArgs.build(TOOLS, List.of(Path.of("/cg/pids/r/cgroup.procs"), Path.of("/cg/memory/r/cgroup.procs")),
                RUN_UID, sandboxed);
    }

    /** The go message's fields, after its length. */
    private List<String> go(ProcessSpec spec) throws Exception {
        var plan = LaunchPlan.of(spec, config.wine());
        String message = new String(LauncherArgs.go(plan.limits(), entryDir.toString(), EntryView.environment(plan.env()),
                plan.command()), StandardCharsets.UTF_8);
        assertThat(Integer.parseInt(message.substring(0, 8), 16)).isEqualTo(message.length() - 8);
        assertThat(message).endsWith("\0");
        return List.of(message.substring(8, message.length() - 1).split("\0", -1));
    }

    private ProcessSpec spec(String... command) {
        return new ProcessSpec("p1", List.of(command), entryDir, Map.of("ARBITER_SEED", "3"), limits, List.of(entryDir));
    }

    @Test
    void theLauncherJoinsEveryCgroupAndDropsToTheRunsUidBeforeBubblewrap() throws Exception {
        var argv = argv(spec("python3", "player.py"));
        assertThat(argv.subList(0, 8)).containsExactly(LAUNCHER, "outer", "200007", "200007",
                "/cg/pids/r/cgroup.procs", "/cg/memory/r/cgroup.procs", "--", "/usr/bin/bwrap");
    }

    @Test
    void rlimitsKillASecondAfterTheCpuLimitRoundedUpAndCapFiles() throws Exception {
        var go = go(spec("python3", "player.py"));
        assertThat(go.subList(0, 3)).containsExactly("4", "100", Long.toString(2 * MIB));
    }

    @Test
    void theGoMessageCarriesTheRunsDirectoryEnvironmentAndCommand() throws Exception {
        var go = go(spec("python3", "player.py"));
        assertThat(go.get(3)).isEqualTo(entryDir.toString());
        int envs = Integer.parseInt(go.get(4));
        assertThat(go.subList(5, 5 + envs)).contains("ARBITER_SEED=3", "HOME=/tmp", "PATH=" + EntryView.PATH);
        assertThat(go.subList(5 + envs, go.size())).containsExactly("python3", "player.py");
    }

    @Test
    void theEntryRunsAsTheRunsUidInFreshNamespacesWithoutCapabilities() throws Exception {
        var argv = argv(spec("python3", "player.py"));
        assertThat(argv).containsSubsequence("/usr/bin/bwrap", "--unshare-all", "--unshare-user", "--disable-userns",
                "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--uid", "200007", "--gid", "200007");
        assertThat(argv).doesNotContain("--share-net");
    }

    @Test
    void theEntrySeesTheCuratedSystemAndItsOwnDirectoryReadOnlyAndAPrivateCappedTmp() throws Exception {
        var argv = argv(spec("python3", "player.py"));
        assertThat(argv).containsSubsequence("--ro-bind", ENTRY_BIN.toString(), "/usr/bin");
        assertThat(argv).containsSubsequence("--ro-bind", "/usr/lib/python3", "/usr/lib/python3");
        assertThat(Collections.indexOfSubList(argv, List.of("--ro-bind", "/usr", "/usr"))).as("not the host's whole /usr").isNegative();
        assertThat(argv).containsSubsequence("--size", Long.toString(8 * MIB), "--tmpfs", "/tmp");
        assertThat(argv).containsSubsequence("--dev", "/dev", "--remount-ro", "/dev", "--size", Long.toString(8 * MIB),
                "--tmpfs", "/dev/shm");
        int tmp = Collections.indexOfSubList(argv, List.of("--tmpfs", "/tmp"));
        int own = Collections.indexOfSubList(argv, List.of("--ro-bind", entryDir.toString(), entryDir.toString()));
        assertThat(own).as("the entry's directory is mounted after /tmp, so entries under /tmp stay visible").isGreaterThan(tmp);
        assertThat(argv).doesNotContain("--bind");
        assertThat(argv).containsSubsequence("--ro-bind", LAUNCHER, BubblewrapArgs.LAUNCHER_IN_SANDBOX, "--remount-ro", "/");
        assertThat(argv).containsSubsequence("--clearenv", "--setenv", "HOME", "/tmp");
        assertThat(argv).as("nothing of the run in bubblewrap's argv: it may be started ahead").doesNotContain("ARBITER_SEED");
        assertThat(argv.subList(argv.lastIndexOf("--") + 1, argv.size()))
                .containsExactly(BubblewrapArgs.LAUNCHER_IN_SANDBOX, "inner");
    }

    @Test
    void aWindowsEntryGetsThePrefixReadOnlyAndRunsUnderWineWhoseServerStartsAhead() throws Exception {
        Path exe = WindowsHeaders.write(entryDir, "p.exe", WindowsHeaders.PE32_PLUS);
        var argv = argv(spec(exe.toString()));
        assertThat(argv).containsSubsequence("--ro-bind", "/cache/wine-prefix", "/opt/arbiter/wine-prefix");
        // The run's own prefix, in its /tmp and owned by its uid, links to the sealed one (see WineLaunch).
        assertThat(argv).containsSubsequence("--setenv", "WINEPREFIX", "/tmp/.wine-prefix");
        assertThat(argv).containsSubsequence(BubblewrapArgs.LAUNCHER_IN_SANDBOX, "inner", "--prestart");
        var go = go(spec(exe.toString()));
        assertThat(go.subList(go.size() - 2, go.size())).containsExactly("wine", exe.toString());
    }
}
