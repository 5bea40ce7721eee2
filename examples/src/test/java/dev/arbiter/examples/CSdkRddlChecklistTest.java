package dev.arbiter.examples;

import dev.arbiter.rddl.IppcFiles;
import dev.arbiter.rddl.server.Profile;
import dev.arbiter.rddl.server.RddlServer;
import dev.arbiter.rddl.server.ServerOptions;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * rddl.md §10's client SDK items RDDL-S01…S05 ({@link SdkRddlChecklist}) for sdk/c/arbiter_sdk.h's
 * arb_rddl_run: the probe is a planner written on the SDK ({@code sdk/rddl_probe.c}, built with -Werror).
 */
class CSdkRddlChecklistTest extends SdkRddlChecklist {

    @Override
    List<String> probeCommand() {
        return List.of(CProbes.build("rddl_probe").toString());
    }

    @Test
    void aMessageOverTheFixedBufferIsRefusedWithALineOnStderr() throws Exception {
        // sysadmin's session-init carries a 2.8 kB task: over a 1 kB buffer, which the entry may set at compile time.
        var probe = CProbes.build("rddl_probe", "-DARB_RDDL_MAX_MESSAGE=1024");
        var options = ServerOptions.builder().port(0).rounds(1).profile(Profile.IPC2018).build();
        try (var server = new RddlServer(IppcFiles.library(), options, result -> { })) {
            int port = server.start(InetAddress.getLoopbackAddress());
            var builder = new ProcessBuilder(probe.toString(), "sysadmin_inst_mdp__1").redirectErrorStream(true);
            builder.environment().put("RDDL_PORT", Integer.toString(port));
            var process = builder.start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(process.exitValue()).as(output).isEqualTo(1);
            assertThat(output).contains("arbiter_sdk: rddl: a message longer than ARB_RDDL_MAX_MESSAGE")
                    .doesNotContain("session rounds=");
        }
    }
}
