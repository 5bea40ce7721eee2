package dev.arbiter.sandbox.local.cgroup;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CgroupMountsTest {

    /** This project's CI machines: v1 controllers, an empty cgroup2 at /sys/fs/cgroup/unified. */
    private static final List<String> HYBRID_MOUNTS = List.of(
            "31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755",
            "32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu",
            "33 31 0:30 / /sys/fs/cgroup/cpuacct rw,relatime - cgroup cgroup rw,cpuacct",
            "35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory",
            "39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids",
            "40 31 0:37 / /sys/fs/cgroup/systemd rw,relatime - cgroup cgroup rw,name=systemd",
            "41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw");
    private static final List<String> HYBRID_SELF = List.of(
            "9:name=systemd:/", "8:pids:/", "4:memory:/process_api/abc", "2:cpuacct:/", "1:cpu:/", "0::/");

    @Test
    void aHybridHostHasItsOwnGroupPerV1ControllerAndAnEmptyV2Mount() {
        var mounts = CgroupMounts.parse(HYBRID_MOUNTS, HYBRID_SELF);
        assertThat(mounts.v1()).containsEntry("memory", Path.of("/sys/fs/cgroup/memory/process_api/abc"))
                .containsEntry("cpu", Path.of("/sys/fs/cgroup/cpu"))
                .containsEntry("cpuacct", Path.of("/sys/fs/cgroup/cpuacct"))
                .containsEntry("pids", Path.of("/sys/fs/cgroup/pids"))
                .doesNotContainKey("name=systemd");
        assertThat(mounts.v2()).contains(new CgroupMounts.V2(Path.of("/sys/fs/cgroup/unified"), Path.of("/sys/fs/cgroup/unified")));
    }

    @Test
    void coMountedControllersShareOneDirectory() {
        var mounts = CgroupMounts.parse(List.of(
                        "25 20 0:22 / /sys/fs/cgroup/cpu,cpuacct rw - cgroup cgroup rw,cpu,cpuacct"),
                List.of("3:cpu,cpuacct:/runner"));
        assertThat(mounts.v1()).containsEntry("cpu", Path.of("/sys/fs/cgroup/cpu,cpuacct/runner"))
                .containsEntry("cpuacct", Path.of("/sys/fs/cgroup/cpu,cpuacct/runner"));
    }

    @Test
    void aPureV2HostFindsItsOwnGroupUnderTheMount() {
        var mounts = CgroupMounts.parse(List.of(
                        "30 23 0:26 / /sys/fs/cgroup rw,nosuid shared:4 - cgroup2 cgroup2 rw,nsdelegate"),
                List.of("0::/system.slice/runner.service"));
        assertThat(mounts.v1()).isEmpty();
        assertThat(mounts.v2().orElseThrow().ownGroup()).isEqualTo(Path.of("/sys/fs/cgroup/system.slice/runner.service"));
    }

    @Test
    void aMountShowingOnlyASubtreeHasItsRootStrippedFromTheGroupPath() {
        var mounts = CgroupMounts.parse(List.of(
                        "40 31 0:32 /docker/c1 /sys/fs/cgroup/memory ro - cgroup cgroup rw,memory"),
                List.of("4:memory:/docker/c1/worker"));
        assertThat(mounts.v1()).containsEntry("memory", Path.of("/sys/fs/cgroup/memory/worker"));
    }

    @Test
    void escapedSpacesInMountPointsAreDecoded() {
        var mounts = CgroupMounts.parse(List.of("1 0 0:1 / /tmp/fake\\040cg rw - cgroup2 cgroup2 rw"), List.of("0::/"));
        assertThat(mounts.v2().orElseThrow().mountPoint()).isEqualTo(Path.of("/tmp/fake cg"));
    }
}
