package dev.arbiter.vgdl.coverage;

import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.engine.Action;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.GameRules;
import dev.arbiter.vgdl.parse.UnsupportedConstructException;
import dev.arbiter.vgdl.parse.VgdlException;
import dev.arbiter.vgdl.parse.VgdlParser;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Measures which shipped games this engine can play: each game is parsed, loaded, and every level
 * played for a number of ticks by a seeded random agent. {@link #main} prints the Markdown table
 * kept in the module README.
 */
public final class CoverageReport {
    /** Outcome for one game: parses, plays, and what stopped it if it does not. */
    public record Row(String game, boolean parses, boolean plays, String missing) {}

    private CoverageReport() {}

    public static List<Row> measure(int ticks, long seed) {
        List<Row> rows = new ArrayList<>();
        for (String game : ShippedGames.names()) {
            rows.add(measure(game, ticks, seed));
        }
        return rows;
    }

    public static Row measure(String game, int ticks, long seed) {
        String text = ShippedGames.gameText(game);
        try {
            VgdlParser.parse(game + ".txt", text);
        } catch (VgdlException e) {
            return new Row(game, false, false, e.getMessage());
        }
        try {
            GameRules rules = ShippedGames.rules(game);
            for (int level = 0; level < ShippedGames.levelCount(game); level++) {
                playRandomly(rules, game, level, ticks, seed);
            }
            return new Row(game, true, true, "");
        } catch (UnsupportedConstructException e) {
            return new Row(game, true, false, e.kind() + " " + e.name());
        } catch (VgdlException e) {
            return new Row(game, true, false, e.getMessage());
        }
    }

    /** Plays one level with uniformly random actions (never ESCAPE); returns the final game. */
    public static Game playRandomly(GameRules rules, String game, int level, int ticks, long seed) {
        Game g = ShippedGames.start(rules, game, level, seed);
        Random agent = new Random(seed ^ 0x5DEECE66DL);
        for (int t = 0; t < ticks && !g.isEnded(); t++) {
            List<Action> actions = g.availableActions();
            Action a = actions.isEmpty() || agent.nextInt(actions.size() + 1) == 0
                    ? Action.ACTION_NIL : actions.get(agent.nextInt(actions.size()));
            g.step(a);
        }
        return g;
    }

    public static void main(String[] args) {
        int ticks = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        List<Row> rows = measure(ticks, 42);
        long parses = rows.stream().filter(Row::parses).count();
        long plays = rows.stream().filter(Row::plays).count();
        System.out.println("| game | parses | plays | missing |");
        System.out.println("|---|---|---|---|");
        for (Row r : rows) {
            System.out.println("| " + r.game() + " | " + (r.parses() ? "yes" : "no") + " | "
                    + (r.plays() ? "yes" : "no") + " | " + r.missing().replace("|", "\\|") + " |");
        }
        System.out.println();
        System.out.println("Games: " + rows.size() + ", parse: " + parses + ", play: " + plays
                + " (every level, " + ticks + " ticks of a seeded random agent).");
    }
}
