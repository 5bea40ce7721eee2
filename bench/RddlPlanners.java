import dev.arbiter.rddl.IppcFiles;
import dev.arbiter.rddl.server.Profile;
import dev.arbiter.rddl.server.RddlServer;
import dev.arbiter.rddl.server.ServerOptions;
import dev.arbiter.rddl.server.SessionResult;

import java.net.InetAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The sample RDDL planners side by side: each plays the same seeded session (same server seed, so the same
 * rounds' randomness) of every instance over TCP against libs/rddl's RDDLSim server, and the table gives the
 * mean round reward, its standard error, the ratio to the same language's random planner and the session's
 * wall time. Usage: java -cp libs/rddl/target/classes RddlPlanners.java ROOT ROUNDS INSTANCE...
 */
public class RddlPlanners {

    record Planner(String name, List<String> command, Map<String, String> env) {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]);
        int rounds = Integer.parseInt(args[1]);
        String python = "/usr/bin/python3";
        var planners = List.of(
                new Planner("python-rddl-random", List.of(python, root.resolve("examples/players/python/rddl_random_planner.py").toString()), Map.of()),
                new Planner("python-rddl-rollout", List.of(python, root.resolve("examples/players/python/rddl_rollout_planner.py").toString()), Map.of()),
                new Planner("java-rddl-random", List.of(root.resolve("examples/players/java/rddl-random").toString()), Map.of()),
                new Planner("java-rddl-rollout", List.of(root.resolve("examples/players/java/rddl-rollout").toString()), Map.of()));
        System.out.printf("%d rounds per session, server seed 11, ARBITER_SEED=1, default search settings%n%n", rounds);
        System.out.println("| instance | planner | mean round reward | std. error | vs random (same language) | session wall time s |");
        System.out.println("|---|---|---:|---:|---:|---:|");
        for (int i = 2; i < args.length; i++) {
            String instance = args[i];
            double randomMean = Double.NaN;
            for (Planner planner : planners) {
                long start = System.nanoTime();
                SessionResult result = play(planner, instance, rounds);
                double seconds = (System.nanoTime() - start) / 1e9;
                double[] r = result.roundRewards().stream().mapToDouble(Double::doubleValue).toArray();
                double mean = java.util.Arrays.stream(r).average().orElse(Double.NaN);
                double var = java.util.Arrays.stream(r).map(x -> (x - mean) * (x - mean)).sum() / Math.max(1, r.length - 1);
                if (planner.name().endsWith("random")) {
                    randomMean = mean;
                }
                System.out.printf("| %s | %s | %.2f | %.2f | %s | %.1f |%n", instance, planner.name(), mean,
                        Math.sqrt(var / r.length), planner.name().endsWith("random") ? "1.00" : String.format("%.2f", mean / randomMean), seconds);
            }
        }
    }

    static SessionResult play(Planner planner, String instance, int rounds) throws Exception {
        var session = new CompletableFuture<SessionResult>();
        var options = ServerOptions.builder().port(0).rounds(rounds).profile(Profile.IPC2018).baseSeed(11).build();
        try (var server = new RddlServer(IppcFiles.library(), options, session::complete)) {
            int port = server.start(InetAddress.getLoopbackAddress());
            var command = new ArrayList<>(planner.command());
            command.add(instance);
            var pb = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
            pb.environment().put("RDDL_PORT", Integer.toString(port));
            pb.environment().put("ARBITER_SEED", "1");
            pb.environment().putAll(planner.env());
            Process p = pb.start();
            if (!p.waitFor(3, TimeUnit.HOURS)) {
                p.destroyForcibly();
            }
            SessionResult result = session.get(1, TimeUnit.MINUTES);
            if (result.status() != SessionResult.Status.COMPLETED) {
                throw new IllegalStateException(planner.name() + " on " + instance + ": " + result.status() + " " + result.detail());
            }
            return result;
        }
    }
}
