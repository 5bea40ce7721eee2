import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;
import dev.arbiter.sandbox.Sandbox;
import dev.arbiter.sandbox.SandboxedProcess;
import dev.arbiter.sandbox.local.LocalBackend;
import dev.arbiter.sandbox.none.UnsandboxedBackend;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Start latency and per-line round trip of the sandbox backends, printed as figures and ratios
 * (bench/sandbox-latency.sh builds and runs it). Start = from start() until the program's first
 * line arrives; round trip = one short line to the program and back, after a warm-up.
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
        try (var local = LocalBackend.create()) {
            System.out.println("local backend: " + local.describe());
            double startNone = medianStartMillis(none, echo);
            double startLocal = medianStartMillis(local, echo);
            System.out.printf("start, median of %d   none %7.1f ms   local %7.1f ms   local/none %5.1fx%n",
                    STARTS, startNone, startLocal, startLocal / startNone);
            System.out.println("start vs docker run        n/a (no docker backend yet" + dockerNote() + ")");
            if (exe != null && Files.exists(exe)) {
                System.out.printf("start of a Windows .exe under Wine (local), median of 5: %.1f ms%n",
                        median(starts(local, exe, 5)));
            }
            double[] trips = roundTripMicros(none, local, echo);
            System.out.printf("round trip, median of %d blocks of %d   raw pipe %5.1f µs   local %5.1f µs   local/pipe %4.2fx (target <= 1.5x)%n",
                    BLOCKS, TRIPS, trips[0], trips[1], trips[1] / trips[0]);
        }
    }

    private static String dockerNote() {
        try {
            var p = new ProcessBuilder("docker", "info").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor() == 0 ? "; an engine is reachable" : "; no engine reachable";
        } catch (Exception e) {
            return "; no docker client";
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
