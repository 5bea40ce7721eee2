package dev.arbiter.rddl;

import dev.arbiter.rddl.sim.Actions;
import dev.arbiter.rddl.sim.Episode;
import dev.arbiter.rddl.sim.RandomPolicy;
import dev.arbiter.rddl.sim.Simulator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Measures the simulator on every shipped instance (run by bench/rddl-sim.sh; not a test).
 *
 * <p>{@code bench}: steps per second under the no-op and under the random policy (policy included),
 * after a 1.5 s warm-up (pinned to one CPU the JIT needs about that long), median of 5 timed rounds.
 * {@code table}: the README table, mean random-policy round reward over 30 seeds and the median time
 * per step. Arguments after the mode filter instance names.
 */
public final class RddlBenchmark {
    private static final long WARMUP_NANOS = 1_500_000_000L;
    private static final long ROUND_NANOS = 200_000_000L;
    private static final int ROUNDS = 5;

    public static void main(String[] args) {
        String mode = args.length > 0 ? args[0] : "bench";
        List<String> filters = args.length > 1 ? List.of(args).subList(1, args.length) : List.of();
        RddlLibrary library = IppcFiles.library();
        if (mode.equals("table")) {
            System.out.println("| instance | track | ground cpfs | actions | random policy: mean reward (30 seeds) | µs per step |");
            System.out.println("|---|---|---:|---:|---:|---:|");
        } else {
            System.out.printf("%-34s %12s %12s %10s%n", "instance", "noop st/s", "random st/s", "µs/step");
        }
        for (String name : library.instanceNames()) {
            if (!filters.isEmpty() && filters.stream().noneMatch(name::contains)) continue;
            Simulator sim = Simulator.compile(library.problem(name));
            double noop = stepsPerSecond(sim, false);
            double random = stepsPerSecond(sim, true);
            if (mode.equals("table")) {
                System.out.printf(Locale.ROOT, "| %s | %s | %d | %d | %.2f | %.2f |%n", name,
                        sim.partiallyObserved() ? "pomdp" : "mdp", sim.groundCpfCount(), sim.actionFluents().size(),
                        meanRandomReward(sim, 30), 1e6 / random);
            } else {
                System.out.printf(Locale.ROOT, "%-34s %12.0f %12.0f %10.2f%n", name, noop, random, 1e6 / noop);
            }
        }
    }

    /** Mean round reward of the random policy over seeds 1..n (episode seed = policy seed = i). */
    static double meanRandomReward(Simulator sim, int seeds) {
        double total = 0;
        for (int seed = 1; seed <= seeds; seed++) {
            Episode e = sim.newEpisode(seed);
            RandomPolicy policy = new RandomPolicy(sim, seed);
            while (!e.isOver()) e.step(policy.choose(e));
            total += e.discountedReward();
        }
        return total / seeds;
    }

    static double stepsPerSecond(Simulator sim, boolean random) {
        run(sim, random, WARMUP_NANOS);
        List<Double> rates = new ArrayList<>();
        for (int r = 0; r < ROUNDS; r++) rates.add(run(sim, random, ROUND_NANOS));
        rates.sort(null);
        return rates.get(ROUNDS / 2);
    }

    private static double run(Simulator sim, boolean random, long nanos) {
        long steps = 0;
        long seed = 0;
        Actions noop = sim.noop();
        long start = System.nanoTime();
        long elapsed;
        do {
            Episode e = sim.newEpisode(++seed);
            RandomPolicy policy = random ? new RandomPolicy(sim, seed) : null;
            while (!e.isOver()) {
                e.step(random ? policy.choose(e) : noop);
                steps++;
            }
            elapsed = System.nanoTime() - start;
        } while (elapsed < nanos);
        return steps * 1e9 / elapsed;
    }
}
