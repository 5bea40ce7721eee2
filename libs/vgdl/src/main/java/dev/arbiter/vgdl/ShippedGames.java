package dev.arbiter.vgdl;

import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.GameRules;
import dev.arbiter.vgdl.load.GameLoader;
import dev.arbiter.vgdl.parse.LevelText;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The GVGAI games shipped as resources of this library (GPL-3.0-or-later; see the NOTICE in the
 * games folder). A game {@code g} is {@code games/g/g.txt} with levels {@code games/g/g_lvlN.txt}.
 */
public final class ShippedGames {
    private static final String ROOT = "/dev/arbiter/vgdl/games/";

    /** Block size of the learning track: GVGAI fixes it at 10 pixels whatever the game asks. */
    public static final int LEARNING_BLOCK_SIZE = 10;
    /**
     * Tick limit of the learning track's reference server, its {@code MAX_TIMESTEPS}: GVGAI's loop ends a level
     * once its counter, which starts at 0, has reached it, so a level plays one step more than this (see
     * {@link Game#gameTick()}); the referee builds its games with this + 1 steps.
     */
    public static final int LEARNING_MAX_TICKS = 2000;

    private ShippedGames() {}

    /** Game names in INDEX.tsv order (the 2017 framework's game ids first). */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        String index = read(ROOT + "INDEX.tsv");
        for (String line : index.split("\n")) {
            String name = line.split("\t")[0].trim();
            if (!name.isEmpty() && !name.equals("dir")) {
                names.add(name);
            }
        }
        return names;
    }

    public static String gameText(String game) {
        return read(ROOT + game + "/" + game + ".txt");
    }

    public static GameRules rules(String game) {
        return GameLoader.load(game + ".txt", gameText(game));
    }

    /** The number of level files shipped for the game. */
    public static int levelCount(String game) {
        int n = 0;
        while (ShippedGames.class.getResource(levelPath(game, n)) != null) {
            n++;
        }
        return n;
    }

    public static LevelText level(String game, int level) {
        return LevelText.parse(game + "_lvl" + level + ".txt", read(levelPath(game, level)));
    }

    /** A new game on one level with the learning track's block size and this tick limit in steps. */
    public static Game start(GameRules rules, String game, int level, long seed) {
        return new Game(rules, level(game, level), seed, LEARNING_BLOCK_SIZE, LEARNING_MAX_TICKS);
    }

    private static String levelPath(String game, int level) {
        return ROOT + game + "/" + game + "_lvl" + level + ".txt";
    }

    private static String read(String path) {
        try (InputStream in = ShippedGames.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalArgumentException("no shipped resource " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
