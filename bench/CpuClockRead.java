import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxedProcess;
import dev.arbiter.sandbox.docker.DockerBackend;
import dev.arbiter.sandbox.docker.DockerBackendConfig;
import dev.arbiter.sandbox.local.LocalBackend;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * What one read of a running entry's CPU time costs the judge ({@code SandboxedProcess.cpuTime()}, which the GVGAI
 * referee takes at every send and every answer on the cpu and both clocks): the local backend's run cgroup and
 * the docker backend's container cgroup, each read many times in a row from an idle entry, every read timed on
 * its own (bench/cpu-clock-read.sh builds and runs it). Prints figures; asserts nothing.
 *
 * Args: ECHO_BINARY
 */
public final class CpuClockRead {

    private static final int WARM_UP = 5_000;
    private static final int READS = 50_000;

    public static void main(String[] args) throws Exception {
        Path echo = Path.of(args[0]);
        System.out.println("load average at start: " + loadAverage());
        try (var local = LocalBackend.create()) {
            measure("local  (" + local.describe() + ")", local, echo);
        }
        try (var docker = DockerBackend.create(DockerBackendConfig.fromEnvironment())) {
            measure("docker (" + docker.describe() + ")", docker, echo);
        }
        System.out.println("load average at end: " + loadAverage());
    }

    private static void measure(String name, Sandbox sandbox, Path echo) throws Exception {
        SandboxedProcess entry = sandbox.start(new ProcessSpec("bench", List.of(echo.toString()), echo.getParent(),
                Map.of(), null, List.of(echo.getParent())));
        try {
            var out = new BufferedReader(new InputStreamReader(entry.stdout(), StandardCharsets.US_ASCII));
            if (!"ready".equals(out.readLine())) {
                throw new IllegalStateException("the entry did not start");
            }
            if (entry.cpuTime().isEmpty()) {
                System.out.println(name + ": cannot tell the entry's CPU time");
                return;
            }
            for (int i = 0; i < WARM_UP; i++) {
                entry.cpuTime();
            }
            long[] nanos = new long[READS];
            for (int i = 0; i < READS; i++) {
                long t = System.nanoTime();
                entry.cpuTime();
                nanos[i] = System.nanoTime() - t;
            }
            Arrays.sort(nanos);
            System.out.printf("%s%n  one cpuTime() read, %d reads: median %.1f µs, p99 %.1f µs, max %.1f µs%n", name, READS,
                    nanos[READS / 2] / 1e3, nanos[READS * 99 / 100] / 1e3, nanos[READS - 1] / 1e3);
        } finally {
            entry.kill();
            entry.exit().join();
        }
    }

    private static String loadAverage() {
        try {
            return java.nio.file.Files.readString(Path.of("/proc/loadavg")).strip();
        } catch (java.io.IOException e) {
            return "?";
        }
    }
}
