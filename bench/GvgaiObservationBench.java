import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.engine.Action;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.GameRules;
import dev.arbiter.vgdl.observation.LevelObserver;
import dev.arbiter.vgdl.observation.Phase;
import dev.arbiter.vgdl.observation.SsoType;

import java.util.Random;

/**
 * What one tick of the GVGAI referee costs the judge on a game: an engine step with a random action, and the
 * observation in each kind (JSON, IMAGE, BOTH), in microseconds (median of 5 rounds after a warm-up), with the
 * size of each observation line.
 */
public final class GvgaiObservationBench {

    public static void main(String[] args) {
        String name = args.length > 0 ? args[0] : "aliens";
        GameRules rules = ShippedGames.rules(name);
        System.out.printf("%-8s %12s %12s%n", name, "µs/tick", "bytes/line");
        report("step", rules, name, null);
        for (SsoType type : SsoType.values()) {
            report(type.name(), rules, name, type);
        }
    }

    private static void report(String label, GameRules rules, String name, SsoType type) {
        double[] rounds = new double[5];
        long bytes = 0;
        for (int r = -2; r < rounds.length; r++) { // two warm-up rounds
            var random = new Random(r + 10);
            Game game = ShippedGames.start(rules, name, 0, r + 10);
            var observer = new LevelObserver(game);
            int ticks = 0;
            long started = System.nanoTime();
            while (!game.isEnded() && ticks < 1000) {
                var actions = game.availableActions();
                game.step(actions.isEmpty() ? Action.ACTION_NIL : actions.get(random.nextInt(actions.size())));
                if (type != null) {
                    bytes = observer.json(Phase.ACT, false, type).length();
                }
                ticks++;
            }
            if (r >= 0) {
                rounds[r] = (System.nanoTime() - started) / 1000.0 / ticks;
            }
        }
        java.util.Arrays.sort(rounds);
        System.out.printf("%-8s %12.1f %12s%n", label, rounds[2], type == null ? "" : Long.toString(bytes));
    }
}
