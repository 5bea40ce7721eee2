package dev.arbiter.sandbox.local;

import dev.arbiter.sandbox.LaunchPlan;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;
import dev.arbiter.sandbox.WindowsHeaders;
import dev.arbiter.sandbox.wine.WineLaunch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The argv that starts an entry, as a host without bubblewrap can check it. */
class LauncherArgsTest {

    private static final long MIB = 1024 * 1024;
    private static final HostTools TOOLS = new HostTools(Path.of("/bin/sh"), Path.of("/usr/bin/prlimit"),
            Path.of("/usr/bin/setpriv"), Path.of("/usr/bin/bwrap"));

    @TempDir
    Path entryDir;

    private final LocalBackendConfig config = new LocalBackendConfig(65534, 65534, List.of(Path.of("/usr")),
            Path.of("/cache/wine-prefix"), WineLaunch.defaults(), null);
    private final ResourceLimits limits = new ResourceLimits(128 * MIB, 1, Duration.ofMillis(2500), 32, 100, 2 * MIB, 8 * MIB);

    private List<String> argv(ProcessSpec spec) throws Exception {
        var plan = LaunchPlan.of(spec, config.wine());
        var sandboxed = BubblewrapArgs.build(TOOLS.bwrap(), config, plan, List.of(entryDir), entryDir);
        return LauncherArgs.build(TOOLS, List.of(Path.of("/cg/pids/r/cgroup.procs"), Path.of("/cg/memory/r/cgroup.procs")),
                plan.limits(), config, sandboxed);
    }

    private ProcessSpec spec(String... command) {
        return new ProcessSpec("p1", List.of(command), entryDir, Map.of("ARBITER_SEED", "3"), limits, List.of(entryDir));
    }

    @Test
    void theLauncherJoinsEveryCgroupBeforeItExecsAnything() throws Exception {
        var argv = argv(spec("python3", "player.py"));
        assertThat(argv.subList(0, 7)).containsExactly("/bin/sh", "-c", LauncherArgs.JOIN_SCRIPT, "arbiter-join", "2",
                "/cg/pids/r/cgroup.procs", "/cg/memory/r/cgroup.procs");
        assertThat(argv.get(7)).isEqualTo("/usr/bin/prlimit");
    }

    @Test
    void rlimitsKillASecondAfterTheCpuLimitRoundedUpAndCapFilesAndCores() throws Exception {
        var argv = argv(spec("python3", "player.py"));
        assertThat(argv).contains("--cpu=4:4", "--nofile=100:100", "--fsize=" + 2 * MIB + ":" + 2 * MIB, "--core=0:0");
        assertThat(argv).noneMatch(a -> a.startsWith("--as")).noneMatch(a -> a.startsWith("--nproc"));
    }

    @Test
    void theEntryRunsAsTheSandboxUidInFreshNamespacesWithoutCapabilities() throws Exception {
        var argv = argv(spec("python3", "player.py"));
        assertThat(argv).containsSubsequence("/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--",
                "/usr/bin/bwrap", "--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent", "--new-session",
                "--cap-drop", "ALL");
        assertThat(argv).doesNotContain("--share-net");
    }

    @Test
    void theEntrySeesTheSystemAndItsOwnDirectoryReadOnlyAndAPrivateCappedTmp() throws Exception {
        var argv = argv(spec("python3", "player.py"));
        assertThat(argv).containsSubsequence("--ro-bind", "/usr", "/usr");
        assertThat(argv).containsSubsequence("--size", Long.toString(8 * MIB), "--tmpfs", "/tmp");
        assertThat(argv).containsSubsequence("--dev", "/dev", "--remount-ro", "/dev", "--size", Long.toString(8 * MIB),
                "--tmpfs", "/dev/shm");
        int tmp = Collections.indexOfSubList(argv, List.of("--tmpfs", "/tmp"));
        int own = Collections.indexOfSubList(argv, List.of("--ro-bind", entryDir.toString(), entryDir.toString()));
        assertThat(own).as("the entry's directory is mounted after /tmp, so entries under /tmp stay visible").isGreaterThan(tmp);
        assertThat(argv).doesNotContain("--bind");
        assertThat(argv).containsSubsequence("--remount-ro", "/", "--chdir", entryDir.toString(), "--clearenv");
        assertThat(argv).containsSubsequence("--setenv", "ARBITER_SEED", "3").containsSubsequence("--setenv", "HOME", "/tmp");
        assertThat(argv.subList(argv.lastIndexOf("--") + 1, argv.size()))
                .containsExactly("/bin/sh", "-c", BubblewrapArgs.STDIO_SCRIPT, "arbiter-stdio", "python3", "player.py");
    }

    @Test
    void aWindowsEntryGetsThePrefixReadOnlyAndRunsUnderWine() throws Exception {
        Path exe = WindowsHeaders.write(entryDir, "p.exe", WindowsHeaders.PE32_PLUS);
        var argv = argv(spec(exe.toString()));
        assertThat(argv).containsSubsequence("--ro-bind", "/cache/wine-prefix", "/opt/arbiter/wine-prefix");
        assertThat(argv).containsSubsequence("--setenv", "WINEPREFIX", "/opt/arbiter/wine-prefix");
        assertThat(argv.subList(argv.lastIndexOf("--") + 5, argv.size())).containsExactly("wine", exe.toString());
    }
}
