package dev.arbiter.sandbox;

import dev.arbiter.sandbox.wine.WineLaunch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LaunchPlanTest {

    @TempDir
    Path tmp;

    @Test
    void aWindowsProgramRunsUnderWineWithItsPrefixAndRoomForWinesProcesses() throws Exception {
        Path exe = WindowsHeaders.write(tmp, "player.exe", WindowsHeaders.PE32_PLUS);
        var spec = new ProcessSpec("p1", List.of(exe.toString(), "--fast"), tmp, Map.of("ARBITER_SEED", "7"),
                ResourceLimits.defaults(), List.of());
        var plan = LaunchPlan.of(spec, WineLaunch.defaults());
        assertThat(plan.underWine()).isTrue();
        assertThat(plan.command()).containsExactly("wine", exe.toString(), "--fast");
        assertThat(plan.env()).containsEntry("WINEPREFIX", "/tmp/.wine-prefix").containsEntry("WINEDEBUG", "-all")
                .containsEntry("ARBITER_SEED", "7");
        assertThat(plan.limits().pids()).isEqualTo(WineLaunch.MIN_PIDS);
        assertThat(plan.limits().memoryBytes()).isEqualTo(ResourceLimits.defaults().memoryBytes());
    }

    @Test
    void a32BitWindowsProgramIsRefusedSayingHowToBuildIt() throws Exception {
        Path exe = WindowsHeaders.write(tmp, "old.exe", WindowsHeaders.PE32);
        assertThatThrownBy(() -> LaunchPlan.of(ProcessSpec.of("p1", List.of(exe.toString())), WineLaunch.defaults()))
                .isInstanceOf(SandboxException.class)
                .hasMessageContaining("32-bit Windows programs (PE32) are not supported")
                .hasMessageContaining("x86_64-w64-mingw32-gcc");
    }

    @Test
    void aBackendWithoutWineRefusesWindowsProgramsClearly() throws Exception {
        Path exe = WindowsHeaders.write(tmp, "player.exe", WindowsHeaders.PE32_PLUS);
        assertThatThrownBy(() -> LaunchPlan.of(ProcessSpec.of("p1", List.of(exe.toString())), null))
                .hasMessageEndingWith("player.exe: Windows programs run under Wine, which this backend is not set up for");
    }

    @Test
    void scriptsAndInterpretersOnPathRunAsGiven() throws Exception {
        Path script = Files.writeString(tmp.resolve("p.py"), "#!/usr/bin/env python3\n");
        var plan = LaunchPlan.of(ProcessSpec.of("p1", List.of(script.toString())), WineLaunch.defaults());
        assertThat(plan.command()).containsExactly(script.toString());
        assertThat(plan.kind()).isEqualTo(ExecutableKind.SCRIPT);
        var bare = LaunchPlan.of(ProcessSpec.of("p1", List.of("python3", "-u", script.toString())), WineLaunch.defaults());
        assertThat(bare.kind()).isNull();
        assertThat(bare.underWine()).isFalse();
        assertThat(bare.limits().pids()).isEqualTo(ResourceLimits.defaults().pids());
    }
}
