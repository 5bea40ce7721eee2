package dev.arbiter.vgdl.bench;

import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.coverage.CoverageReport.RandomAgent;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.GameRules;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Engine ticks per second per shipped game: level 0 played by the seeded random agent, restarted
 * whenever it ends, first to warm the JIT, then timed. The clock is the thread's CPU time, so a
 * busy machine slows the run down but changes the figures much less than wall-clock time would;
 * it covers the steps of each game (and the agent's single random draw per step), not the level
 * set-ups between them. Usage: {@code EngineBench [millis] [game...]}.
 */
public final class EngineBench {
    private EngineBench() {}

    public static void main(String[] args) {
        long millis = args.length > 0 ? Long.parseLong(args[0]) : 300;
        List<String> games = args.length > 1 ? Arrays.asList(args).subList(1, args.length) : ShippedGames.names();
        System.out.printf("%-18s %12s %10s %14s %12s%n", "game", "ticks/s", "us/tick", "wall us/tick", "mean sprites");
        List<Double> all = new ArrayList<>();
        for (String game : games) {
            GameRules rules;
            try {
                rules = ShippedGames.rules(game);
            } catch (RuntimeException refused) {
                System.out.printf("%-18s %12s%n", game, "refused");
                continue;
            }
            run(rules, game, millis / 3);
            Result r = run(rules, game, millis);
            all.add(r.microsPerTick());
            System.out.printf("%-18s %12.0f %10.2f %14.2f %12.1f%n", game, 1e6 / r.microsPerTick(), r.microsPerTick(),
                    r.wallMicrosPerTick(), r.meanSprites());
        }
        all.sort(Double::compare);
        if (!all.isEmpty()) {
            System.out.printf("median over %d games: %.2f us/tick%n", all.size(), all.get(all.size() / 2));
        }
    }

    /** CPU time per tick (the figure), wall-clock time per tick (to show how busy the machine was). */
    record Result(double microsPerTick, double wallMicrosPerTick, double meanSprites) {}

    private static Result run(GameRules rules, String game, long millis) {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long budget = millis * 1_000_000L;
        long spent = 0;
        long ticks = 0;
        long sprites = 0;
        long seed = 1;
        long wall = 0;
        while (spent < budget) {
            Game g = ShippedGames.start(rules, game, 0, seed);
            RandomAgent agent = new RandomAgent(seed++);
            long t0 = cpu.getCurrentThreadCpuTime();
            long w0 = System.nanoTime();
            // Check the budget every 64 steps: reading the CPU clock costs about a step of sokoban.
            while (!g.isEnded()) {
                g.step(agent.act(g));
                ticks++;
                sprites += g.spriteCount();
                if ((ticks & 63) == 0 && spent + cpu.getCurrentThreadCpuTime() - t0 >= budget) {
                    break;
                }
            }
            spent += cpu.getCurrentThreadCpuTime() - t0;
            wall += System.nanoTime() - w0;
        }
        return new Result(spent / 1000.0 / ticks, wall / 1000.0 / ticks, (double) sprites / ticks);
    }
}
