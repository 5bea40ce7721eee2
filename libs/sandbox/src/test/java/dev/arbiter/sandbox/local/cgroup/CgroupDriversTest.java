package dev.arbiter.sandbox.local.cgroup;

import dev.arbiter.sandbox.ResourceLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Both drivers against a fake cgroupfs: what they write, what they read back, what they remove. */
class CgroupDriversTest {

    private static final long MIB = 1024 * 1024;
    private static final ResourceLimits LIMITS = new ResourceLimits(256 * MIB, 0.5, Duration.ofSeconds(5), 48, 64, MIB, MIB);

    @TempDir
    Path tmp;

    private FakeCgroupFs v2Host() {
        var fs = new FakeCgroupFs(tmp);
        fs.kernelFile(fs.dir("cg").resolve("cgroup.controllers"), "cpuset cpu io memory hugetlb pids rdma misc");
        fs.kernelFile(fs.dir("cg").resolve("cgroup.subtree_control"), "");
        return fs;
    }

    private static CgroupMounts v2Mounts(FakeCgroupFs fs) {
        return new CgroupMounts(Map.of(), Optional.of(new CgroupMounts.V2(fs.root.resolve("cg"), fs.root.resolve("cg/runner"))));
    }

    @Test
    void aV2HostWithControllersGetsTheV2DriverUnderArbiterByDefault() throws IOException {
        var fs = v2Host();
        assertThat(Cgroups.detect(v2Mounts(fs), fs, null).describe()).isEqualTo("cgroup v2 (" + fs.root.resolve("cg/arbiter") + ")");
        assertThat(Cgroups.detect(v2Mounts(fs), fs, "/runners/slot1").describe()).endsWith("cg/runners/slot1)");
    }

    @Test
    void aHybridHostWhoseV2MountHasNoControllersGetsTheV1Driver() throws IOException {
        var fs = new FakeCgroupFs(tmp);
        fs.kernelFile(fs.dir("unified").resolve("cgroup.controllers"), "hugetlb");
        var mounts = new CgroupMounts(Map.of("memory", fs.dir("memory"), "cpu", fs.dir("cpu"), "pids", fs.dir("pids")),
                Optional.of(new CgroupMounts.V2(fs.dir("unified"), fs.dir("unified"))));
        assertThat(Cgroups.detect(mounts, fs, null).describe()).isEqualTo("cgroup v1 (pids, memory, cpu)");
    }

    @Test
    void aHostWithoutAPidsControllerIsRefusedNamingIt() {
        var fs = new FakeCgroupFs(tmp);
        var mounts = new CgroupMounts(Map.of("memory", fs.dir("memory"), "cpu", fs.dir("cpu")), Optional.empty());
        assertThatThrownBy(() -> Cgroups.detect(mounts, fs, null)).hasMessageContaining("no v1 hierarchy offers pids");
    }

    @Test
    void v2RunsGetMemoryCpuAndPidsLimitsWithControllersEnabledAbove() throws IOException {
        var fs = v2Host();
        var run = Cgroups.detect(v2Mounts(fs), fs, null).create("arbiter-1-1-p1", LIMITS);
        Path dir = fs.root.resolve("cg/arbiter/arbiter-1-1-p1");
        assertThat(run.dirs()).containsExactly(dir);
        assertThat(fs.content(fs.root.resolve("cg/cgroup.subtree_control"))).isEqualTo("+cpu +memory +pids");
        assertThat(fs.content(fs.root.resolve("cg/arbiter/cgroup.subtree_control"))).isEqualTo("+cpu +memory +pids");
        assertThat(fs.content(dir.resolve("memory.max"))).isEqualTo(Long.toString(256 * MIB));
        assertThat(fs.content(dir.resolve("memory.swap.max"))).isEqualTo("0");
        assertThat(fs.content(dir.resolve("memory.oom.group"))).isEqualTo("1");
        assertThat(fs.content(dir.resolve("cpu.max"))).isEqualTo("50000 100000");
        assertThat(fs.content(dir.resolve("pids.max"))).isEqualTo("48");
        assertThat(run.joinFiles()).containsExactly(dir.resolve("cgroup.procs"));
    }

    @Test
    void v2ControllersAlreadyEnabledAreNotWrittenAgain() throws IOException {
        var fs = v2Host();
        fs.kernelFile(fs.root.resolve("cg/cgroup.subtree_control"), "cpu io memory pids");
        Cgroups.detect(v2Mounts(fs), fs, null).create("r", LIMITS);
        assertThat(fs.content(fs.root.resolve("cg/cgroup.subtree_control"))).isEqualTo("cpu io memory pids");
    }

    @Test
    void v2ReportsOomKillsAndCpuUsageFromTheKernelsFiles() throws IOException {
        var fs = v2Host();
        var run = Cgroups.detect(v2Mounts(fs), fs, null).create("r", LIMITS);
        Path dir = run.dirs().getFirst();
        fs.kernelFile(dir.resolve("memory.events"), "low 0\nhigh 0\nmax 12\noom 1\noom_kill 0\n");
        assertThat(run.oomKilled()).isFalse();
        fs.kernelFile(dir.resolve("memory.events"), "low 0\nhigh 0\nmax 12\noom 1\noom_kill 1\n");
        fs.kernelFile(dir.resolve("cpu.stat"), "usage_usec 2500000\nuser_usec 2400000\nsystem_usec 100000\n");
        assertThat(run.oomKilled()).isTrue();
        assertThat(run.cpuUsage()).contains(Duration.ofMillis(2500));
    }

    @Test
    void v2KillsTheWholeGroupThroughCgroupKillAndRemovesIt() throws IOException {
        var fs = v2Host();
        var run = Cgroups.detect(v2Mounts(fs), fs, null).create("r", LIMITS);
        Path dir = run.dirs().getFirst();
        fs.kernelFile(dir.resolve("cgroup.kill"), "");
        assertThat(run.killAll()).isTrue();
        assertThat(fs.content(dir.resolve("cgroup.kill"))).isEqualTo("1");
        assertThat(run.remove()).isTrue();
        assertThat(dir).doesNotExist();
    }

    @Test
    void v1RunsGetAGroupPerHierarchyWithMemorySwapCpuQuotaAndPids() throws IOException {
        var fs = new FakeCgroupFs(tmp);
        var driver = new CgroupV1Driver(fs, Map.of("memory", fs.dir("memory/session"), "cpu", fs.dir("cpu,cpuacct"),
                "cpuacct", fs.dir("cpu,cpuacct"), "pids", fs.dir("pids")));
        var run = driver.create("r", LIMITS);
        assertThat(run.dirs()).containsExactly(fs.root.resolve("pids/r"), fs.root.resolve("memory/session/r"),
                fs.root.resolve("cpu,cpuacct/r"));
        assertThat(fs.content(fs.root.resolve("memory/session/r/memory.limit_in_bytes"))).isEqualTo(Long.toString(256 * MIB));
        assertThat(fs.content(fs.root.resolve("memory/session/r/memory.memsw.limit_in_bytes"))).isEqualTo(Long.toString(256 * MIB));
        assertThat(fs.content(fs.root.resolve("cpu,cpuacct/r/cpu.cfs_quota_us"))).isEqualTo("50000");
        assertThat(fs.content(fs.root.resolve("cpu,cpuacct/r/cpu.cfs_period_us"))).isEqualTo("100000");
        assertThat(fs.content(fs.root.resolve("pids/r/pids.max"))).isEqualTo("48");
        assertThat(driver.existing("r")).extracting(RunCgroup::name).containsExactly("r");
    }

    @Test
    void v1ReportsOomKillsFromOomControlAndCpuFromCpuacct() throws IOException {
        var fs = new FakeCgroupFs(tmp);
        var driver = new CgroupV1Driver(fs, Map.of("memory", fs.dir("memory"), "cpu", fs.dir("cpu"),
                "cpuacct", fs.dir("cpuacct"), "pids", fs.dir("pids")));
        var run = driver.create("r", LIMITS);
        fs.kernelFile(fs.root.resolve("memory/r/memory.oom_control"), "oom_kill_disable 0\nunder_oom 0\noom_kill 2\n");
        fs.kernelFile(fs.root.resolve("cpuacct/r/cpuacct.usage"), "1234000000\n");
        assertThat(run.oomKilled()).isTrue();
        assertThat(run.cpuUsage()).contains(Duration.ofMillis(1234));
        assertThat(run.remove()).isTrue();
        assertThat(driver.existing("r")).isEmpty();
        assertThat(fs.root.resolve("memory/r")).doesNotExist();
    }

    @Test
    void aGroupThatCannotBeSetUpIsRemovedAgain() {
        var fs = new FakeCgroupFs(tmp);
        Path pids = fs.dir("pids");
        var driver = new CgroupV1Driver(fs, Map.of("memory", fs.root.resolve("missing-memory"), "cpu", fs.dir("cpu"), "pids", pids));
        assertThatThrownBy(() -> driver.create("r", LIMITS)).hasMessageContaining("cannot set up cgroup v1");
        assertThat(pids.resolve("r")).doesNotExist();
    }
}
