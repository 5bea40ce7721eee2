import dev.arbiter.sandbox.ExitInfo;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxedProcess;
import dev.arbiter.sandbox.docker.DockerBackend;
import dev.arbiter.sandbox.docker.DockerBackendConfig;
import dev.arbiter.sandbox.local.LocalBackend;
import dev.arbiter.sandbox.none.UnsandboxedBackend;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Start latency and per-line round trip of the sandbox backends, printed as figures and ratios
 * (bench/sandbox-latency.sh builds and runs it). Start = from start() until the program's first
 * line arrives, against `docker run` of the same program in the same image; round trip = one short
 * line to the program and back, after a warm-up, against a raw pipe to the same program measured
 * in alternating blocks of the same run (so load from elsewhere falls on both alike).
 *
 * Args: ECHO_BINARY [WINDOWS_ECHO_EXE]
 */
public final class SandboxLatency {

    private static final int STARTS = 25;
    private static final int WARMUP = 2_000;
    private static final int BLOCKS = 15;
    private static final int TRIPS = 2_000;

    public static void main(String[] args) throws Exception {
        Path echo = Path.of(args[0]);
        Path exe = args.length > 1 ? Path.of(args[1]) : null;
        var none = new UnsandboxedBackend();
        var dockerConfig = DockerBackendConfig.fromEnvironment();
        try (var local = LocalBackend.create(); var docker = DockerBackend.create(dockerConfig)) {
            System.out.println("local backend:  " + local.describe());
            System.out.println("docker backend: " + docker.describe());
            var dockerRun = new DockerRun(dockerConfig);
            double startNone = medianStartMillis(none, echo);
            double startLocal = medianStartMillis(local, echo);
            double startDocker = medianStartMillis(docker, echo);
            double startDockerRun = medianStartMillis(dockerRun, echo);
            System.out.printf("start, median of %d: none %.1f ms, local %.1f ms, docker backend %.1f ms, `docker run` %.1f ms%n",
                    STARTS, startNone, startLocal, startDocker, startDockerRun);
            System.out.printf("  local / docker run            %5.3f  (target <= 0.2)%n", startLocal / startDockerRun);
            System.out.printf("  docker backend / docker run   %5.3f%n", startDocker / startDockerRun);
            if (exe != null && Files.exists(exe)) {
                System.out.printf("start of a Windows .exe under Wine, median of 5: local %.1f ms, docker %.1f ms%n",
                        median(starts(local, exe, 5)), median(starts(docker, exe, 5)));
            }
            double[] localTrips = roundTripMicros(none, local, echo);
            double[] dockerTrips = roundTripMicros(none, docker, echo);
            double[] attachTrips = roundTripMicros(none, dockerRun, echo);
            System.out.printf("round trip, median of %d blocks of %d lines (target <= 1.5x a raw pipe):%n", BLOCKS, TRIPS);
            System.out.printf("  local           %6.1f µs vs raw pipe %5.1f µs   %5.2fx%n", localTrips[1], localTrips[0], localTrips[1] / localTrips[0]);
            System.out.printf("  docker backend  %6.1f µs vs raw pipe %5.1f µs   %5.2fx%n", dockerTrips[1], dockerTrips[0], dockerTrips[1] / dockerTrips[0]);
            System.out.printf("  docker attach   %6.1f µs vs raw pipe %5.1f µs   %5.2fx  (`docker run -i`, for comparison)%n",
                    attachTrips[1], attachTrips[0], attachTrips[1] / attachTrips[0]);
        }
    }

    /**
     * The reference: the `docker` client's `run -i --rm` of the same program in the same image with the
     * same confinement, its stdio through the engine's attach stream. Only start and round trip are
     * measured through it, so it implements just what the benchmark needs.
     */
    private record DockerRun(DockerBackendConfig config) implements Sandbox {
        @Override
        public String name() {
            return "docker run";
        }

        @Override
        public SandboxedProcess start(ProcessSpec spec) {
            String dir = spec.workDir().toString();
            var command = new ArrayList<>(List.of(Files.isExecutable(Path.of("/usr/bin/docker")) ? "/usr/bin/docker" : "docker",
                    "-H", config.dockerHost(), "run", "--rm", "-i", "--network", "none", "--read-only",
                    "--cap-drop", "ALL", "--security-opt", "no-new-privileges", "--user", config.uid() + ":" + config.uid(),
                    "--memory", "512m", "--pids-limit", "64", "--tmpfs", "/tmp", "-v", dir + ":" + dir + ":ro",
                    "--entrypoint", spec.command().getFirst()));
            if (config.cpuset() != null) {
                command.addAll(List.of("--cpuset-cpus", config.cpuset()));
            }
            command.add(config.linuxImage());
            command.addAll(spec.command().subList(1, spec.command().size()));
            try {
                Process p = new ProcessBuilder(command).start();
                return new SandboxedProcess() {
                    public OutputStream stdin() { return p.getOutputStream(); }
                    public InputStream stdout() { return p.getInputStream(); }
                    public InputStream stderr() { return p.getErrorStream(); }
                    public CompletableFuture<ExitInfo> exit() {
                        return p.onExit().thenApply(x -> ExitInfo.fromWaitStatus(x.exitValue(), false));
                    }
                    public void kill() { p.destroyForcibly(); }
                    public String describe() { return "docker run pid " + p.pid(); }
                };
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private static ProcessSpec spec(Path program) {
        return new ProcessSpec("bench", List.of(program.toString()), program.getParent(), Map.of(),
                ResourceLimits.defaults(), List.of(program.getParent()));
    }

    private static double medianStartMillis(Sandbox sandbox, Path program) throws Exception {
        starts(sandbox, program, 3); // warm the JVM's process spawning and the page cache
        return median(starts(sandbox, program, STARTS));
    }

    private static double[] starts(Sandbox sandbox, Path program, int n) throws Exception {
        double[] millis = new double[n];
        for (int i = 0; i < n; i++) {
            long t0 = System.nanoTime();
            SandboxedProcess p = sandbox.start(spec(program));
            var in = new BufferedReader(new InputStreamReader(p.stdout(), StandardCharsets.US_ASCII));
            String first = in.readLine();
            millis[i] = (System.nanoTime() - t0) / 1e6;
            if (first == null || !first.strip().equals("ready")) {
                throw new IllegalStateException(program + " did not start: " + new String(p.stderr().readAllBytes()));
            }
            p.stdin().close();
            p.exit().get();
        }
        return millis;
    }

    /**
     * Both programs run at once and are measured in alternating blocks, so load from other work on
     * the machine falls on both alike; the median block of each is compared.
     */
    private static double[] roundTripMicros(Sandbox pipe, Sandbox sandboxed, Path program) throws Exception {
        var sides = List.of(new Echo(pipe.start(spec(program))), new Echo(sandboxed.start(spec(program))));
        double[][] blocks = new double[2][BLOCKS];
        for (Echo side : sides) {
            side.trips(WARMUP);
        }
        for (int b = 0; b < BLOCKS; b++) {
            for (int s = 0; s < 2; s++) {
                long t0 = System.nanoTime();
                sides.get(s).trips(TRIPS);
                blocks[s][b] = (System.nanoTime() - t0) / 1e3 / TRIPS;
            }
        }
        for (Echo side : sides) {
            side.close();
        }
        return new double[]{median(blocks[0]), median(blocks[1])};
    }

    /** A started echo program and its streams. */
    private record Echo(SandboxedProcess process, BufferedReader in, OutputStream out) {
        private static final byte[] LINE = "@command move\n".getBytes(StandardCharsets.US_ASCII);

        Echo(SandboxedProcess process) throws Exception {
            this(process, new BufferedReader(new InputStreamReader(process.stdout(), StandardCharsets.US_ASCII)), process.stdin());
            in.readLine(); // "ready"
        }

        void trips(int n) throws Exception {
            for (int i = 0; i < n; i++) {
                out.write(LINE);
                out.flush();
                if (in.readLine() == null) {
                    throw new IllegalStateException("the echo program ended");
                }
            }
        }

        void close() throws Exception {
            out.close();
            process.exit().get();
        }
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
