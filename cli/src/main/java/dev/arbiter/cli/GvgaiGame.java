package dev.arbiter.cli;

import dev.arbiter.judge.Participant;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.protocol.gvgai.GvgaiProtocol;
import dev.arbiter.judge.protocol.gvgai.GvgaiSettings;
import dev.arbiter.vgdl.ShippedGames;

import java.io.PrintStream;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * {@code --game gvgai:<game>}: one GVGAI learning-track run (training, then validation) on a shipped VGDL game,
 * refereed by the judge itself (the gvgai protocol has no game program); the client connects to localhost:8080
 * inside its sandbox.
 */
record GvgaiGame(String game) {

    static final String PREFIX = "gvgai:";

    /** The game {@code name} names, or empty when it is not a {@code gvgai:} game. */
    static Optional<GvgaiGame> parse(String name) {
        if (!name.startsWith(PREFIX)) {
            return Optional.empty();
        }
        String game = name.substring(PREFIX.length());
        if (!ShippedGames.names().contains(game)) {
            throw new UsageException("--game " + name + ": no shipped GVGAI game '" + game
                    + "'; the engine plays aliens and testgame1-3 among others");
        }
        try {
            new GvgaiProtocol(Map.of("gvgai.game", game));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--game " + name + ": " + e.getMessage());
        }
        return Optional.of(new GvgaiGame(game));
    }

    String gameName() {
        return PREFIX + game;
    }

    /** This run's settings: -o gvgai.* over the defaults, the game named by --game. */
    GvgaiSettings settings(GvgaiProtocol protocol, Map<String, String> gameOptions) {
        var merged = new HashMap<>(gameOptions);
        merged.put("game", game);
        try {
            return protocol.settings(merged);
        } catch (IllegalArgumentException e) {
            throw new UsageException("-o: " + e.getMessage());
        }
    }

    /** The client as its sandbox starts it: behind the relay on the run's port. */
    static Participant client(Participant.Program client, GvgaiSettings settings) {
        return new Participant.Program(GvgaiProtocol.wrap(client.spec(), settings), client.displayPath());
    }

    /** One line per validation level: plays, victories, mean score and ticks, disqualifications. */
    static void printLevels(SeatResult seat, PrintStream out) {
        var levels = new TreeSet<String>();
        for (String key : seat.stats().keySet()) {
            if (key.startsWith("level") && key.endsWith(".plays")) {
                levels.add(key.substring(0, key.indexOf('.')));
            }
        }
        for (String level : levels) {
            Map<String, Double> s = seat.stats();
            out.printf("       %s: %d plays, %d won, mean score %.2f, mean ticks %.1f, %d disqualified%n",
                    level.replace("level", "level "), s.get(level + ".plays").intValue(), s.get(level + ".victories").intValue(),
                    s.get(level + ".mean-score"), s.get(level + ".mean-ticks"), s.get(level + ".disqualified").intValue());
        }
        if (seat.stats().containsKey("training-plays")) {
            out.printf("       training: %d levels played%n", seat.stats().get("training-plays").intValue());
        }
    }
}
