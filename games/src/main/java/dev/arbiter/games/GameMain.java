package dev.arbiter.games;

import dev.arbiter.judge.protocol.lmc.LmcDialect;

import dev.arbiter.judge.program.StdioProgramRunner;

import java.util.LinkedHashMap;

/**
 * Runs a built-in game as a separate program on stdin/stdout:
 * {@code java -cp arbiter.jar dev.arbiter.games.GameMain rps [key=value …]}, seed from
 * {@code ARBITER_SEED}; {@code lmc…} keys are dialect keywords, so it speaks what its judge speaks. This is how a built-in proves the game seam: the judge cannot tell it from an
 * uploaded game program.
 */
public final class GameMain {

    private GameMain() {
    }

    public static void main(String[] args) {
        if (args.length == 0 || BuiltinGames.find(args[0]).filter(BuiltinGame::hasProgram).isEmpty()) {
            System.err.println("usage: GameMain <a built-in game with a program: " + BuiltinGames.names() + "> [key=value …]");
            System.exit(2);
        }
        var options = new LinkedHashMap<String, String>();
        var dialect = new LinkedHashMap<String, String>();
        for (int i = 1; i < args.length; i++) {
            String[] kv = args[i].split("=", 2);
            (kv[0].startsWith("lmc") ? dialect : options).put(kv[0], kv.length > 1 ? kv[1] : "");
        }
        String seed = System.getenv().getOrDefault("ARBITER_SEED", "1");
        var game = BuiltinGames.find(args[0]).orElseThrow();
        System.exit(StdioProgramRunner.run(game.program(LmcDialect.withOverrides(dialect)).get(), Long.parseLong(seed), options));
    }
}
