package dev.arbiter.vgdl.bench;

import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.coverage.CoverageReport.RandomAgent;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.GameRules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Engine ticks per second per shipped game: level 0 played by the seeded random agent, restarted
 * whenever it ends, first to warm the JIT, then timed. Only the engine's step is timed; the
 * agent's choice and restarts are outside the clock. Usage: {@code EngineBench [millis] [game...]}.
 */
public final class EngineBench {
    private EngineBench() {}

    public static void main(String[] args) {
        long millis = args.length > 0 ? Long.parseLong(args[0]) : 300;
        List<String> games = args.length > 1 ? Arrays.asList(args).subList(1, args.length) : ShippedGames.names();
        System.out.printf("%-18s %12s %10s %12s%n", "game", "ticks/s", "us/tick", "mean sprites");
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
            System.out.printf("%-18s %12.0f %10.2f %12.1f%n", game, 1e6 / r.microsPerTick(), r.microsPerTick(),
                    r.meanSprites());
        }
        all.sort(Double::compare);
        if (!all.isEmpty()) {
            System.out.printf("median over %d games: %.2f us/tick%n", all.size(), all.get(all.size() / 2));
        }
    }

    record Result(double microsPerTick, double meanSprites) {}

    private static Result run(GameRules rules, String game, long millis) {
        long budget = millis * 1_000_000L;
        long spent = 0;
        long ticks = 0;
        long sprites = 0;
        long seed = 1;
        while (spent < budget) {
            Game g = ShippedGames.start(rules, game, 0, seed);
            RandomAgent agent = new RandomAgent(seed++);
            while (!g.isEnded() && spent < budget) {
                var action = agent.act(g);
                long t0 = System.nanoTime();
                g.step(action);
                spent += System.nanoTime() - t0;
                ticks++;
                sprites += g.spriteCount();
            }
        }
        return new Result(spent / 1000.0 / ticks, (double) sprites / ticks);
    }
}
