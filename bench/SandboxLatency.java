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
 * line arrives (what a match pays per seat before the entry can answer), for a plain process, the
 * local start cut after each of its steps (the breakdown), both backends and `docker run` of the
 * same program in the same image, and a Windows build of the program beside the Linux one on each
 * backend; round trip = one short
 * line to the program and back, after a warm-up, against a raw pipe to the same program measured
 * in alternating blocks of the same run (so load from elsewhere falls on both alike).
 *
 * Args: ECHO_BINARY [WINDOWS_ECHO_EXE]
 */
public final class SandboxLatency {

    private static final int STARTS = 41;
    private static final int WINDOWS_STARTS = 15;
    /**
     * Idle time between two starts, the same for every row: matches last seconds at least, and what a
     * backend prepares for an entry's next start in the meantime (a spare sandbox) is what a match
     * finds; back-to-back starts would measure a pace no ladder runs at. Windows spares take longer
     * to prepare (Wine's services).
     */
    private static final int GAP_MILLIS = 200;
    private static final int WINDOWS_GAP_MILLIS = 3000;
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
            System.out.println("load average at start: " + loadAverage());
            System.out.println("start = from start() until the entry's first line (\"ready\") is read: what a match pays per"
                    + " seat before the entry can answer; median of each, all of a table measured in turn, one start each");
            // BENCH_WINDOWS_ONLY=1: only the Windows table's rows with a spare (the Windows/Linux ratio, ~4 min).
            boolean windowsOnly = "1".equals(System.getenv("BENCH_WINDOWS_ONLY"));
            if (windowsOnly && exe != null) {
                windowsTable(local, docker, echo, exe, false);
                System.out.println("load average after the starts: " + loadAverage());
                return;
            }
            var linux = new ArrayList<Trial>();
            linux.add(new Trial("plain process (no sandbox)", none, echo));
            local.startSteps().forEach(step -> linux.add(new Trial(step.name(), step, echo)));
            int fromScratch = linux.size() - 1;
            linux.add(new Trial("local start(), spare ready", local, echo));
            linux.add(new Trial("docker start(), no spare", docker.fromScratch(), echo));
            linux.add(new Trial("docker start(), spare ready", docker, echo));
            linux.add(new Trial("`docker run -i`", dockerRun, echo));
            double[] m = medianStarts(linux, STARTS, GAP_MILLIS);
            System.out.printf("Linux entry, median of %d, starts %d ms apart:%n", STARTS, GAP_MILLIS);
            for (int i = 0; i < linux.size(); i++) {
                // Each step includes those above it: the difference is what the step itself costs.
                String delta = i > 0 && i <= fromScratch ? String.format("   %+6.2f ms", m[i] - m[i - 1]) : "";
                System.out.printf("  %-34s %7.2f ms%s%n", linux.get(i).name(), m[i], delta);
            }
            double plain = m[0], scratch = m[fromScratch], spare = m[fromScratch + 1];
            double dockerScratch = m[fromScratch + 2], startDocker = m[fromScratch + 3], startDockerRun = m[fromScratch + 4];
            System.out.printf("  local / plain                  %6.2fx spare ready, %.2fx from scratch  (target <= 2)%n",
                    spare / plain, scratch / plain);
            System.out.printf("  local / docker run             %6.3f   (target <= 0.2)%n", spare / startDockerRun);
            System.out.printf("  docker backend / docker run    %6.3f spare ready, %.3f no spare%n", startDocker / startDockerRun,
                    dockerScratch / startDockerRun);
            if (exe != null && Files.exists(exe)) {
                windowsTable(local, docker, echo, exe, true);
            }
            System.out.println("load average after the starts: " + loadAverage());
            if ("1".equals(System.getenv("BENCH_START_ONLY"))) {
                return;
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
                    "--cap-drop", "ALL", "--security-opt", "no-new-privileges", "--user", config.uids().first() + ":" + config.uids().first(),
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

    /** Each start gets a seed of its own, as every match's programs do (a spare cannot know it ahead). */
    private static final java.util.concurrent.atomic.AtomicLong SEEDS = new java.util.concurrent.atomic.AtomicLong();

    /** A Windows build of the program beside the Linux one on each backend, with a spare (and without, if asked). */
    private static void windowsTable(LocalBackend local, DockerBackend docker, Path echo, Path exe, boolean withoutSpares)
            throws Exception {
        var windows = new ArrayList<>(List.of(new Trial("local, Linux entry", local, echo),
                new Trial("local, Windows entry", local, exe), new Trial("docker, Linux entry", docker, echo),
                new Trial("docker, Windows entry", docker, exe)));
        if (withoutSpares) {
            Sandbox localScratch = local.fromScratch();
            Sandbox dockerScratch = docker.fromScratch();
            windows.addAll(List.of(new Trial("local no spare, Linux", localScratch, echo),
                    new Trial("local no spare, Windows", localScratch, exe),
                    new Trial("docker no spare, Linux", dockerScratch, echo),
                    new Trial("docker no spare, Windows", dockerScratch, exe)));
        }
        double[] w = medianStarts(windows, WINDOWS_STARTS, WINDOWS_GAP_MILLIS);
        System.out.printf("Windows entry (.exe under Wine) vs Linux entry, median of %d, starts %d ms apart (target <= 3x):%n",
                WINDOWS_STARTS, WINDOWS_GAP_MILLIS);
        String[] rows = {"local, spare ready", "docker, spare ready", "local, no spare", "docker, no spare"};
        for (int r = 0; r < windows.size() / 2; r++) {
            System.out.printf("  %-20s Linux %8.2f ms   Windows %8.2f ms   %6.2fx%n", rows[r], w[2 * r], w[2 * r + 1],
                    w[2 * r + 1] / w[2 * r]);
        }
    }

    private static ProcessSpec spec(Path program) {
        return new ProcessSpec("bench", List.of(program.toString()), program.getParent(),
                Map.of("ARBITER_SEED", Long.toString(SEEDS.incrementAndGet())), ResourceLimits.defaults(),
                List.of(program.getParent()));
    }

    /** A program started in a sandbox, one row of a table. */
    private record Trial(String name, Sandbox sandbox, Path program) {
    }

    /**
     * Median start of each trial, the trials taking turns (one start each per round) so that load
     * from elsewhere on the machine falls on all of them alike; a first round warms the JVM's process
     * spawning and the page cache and is not counted.
     */
    private static double[] medianStarts(List<Trial> trials, int rounds, int gapMillis) throws Exception {
        double[][] millis = new double[trials.size()][rounds];
        for (int round = -1; round < rounds; round++) {
            for (int t = 0; t < trials.size(); t++) {
                Thread.sleep(gapMillis);
                double took = starts(trials.get(t).sandbox(), trials.get(t).program(), 1)[0];
                if (round >= 0) {
                    millis[t][round] = took;
                }
            }
        }
        double[] medians = new double[trials.size()];
        for (int t = 0; t < trials.size(); t++) {
            medians[t] = median(millis[t]);
        }
        return medians;
    }

    private static String loadAverage() throws java.io.IOException {
        String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
        long cpus = Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("processor")).count();
        return fields[0] + " " + fields[1] + " " + fields[2] + " (" + cpus + " CPUs on the host)";
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
