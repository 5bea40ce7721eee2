package dev.arbiter.games;

import dev.arbiter.games.lmc.HiddenGrammar;
import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.games.lmc.Imitate;
import dev.arbiter.games.lmc.RoShamBo;
import dev.arbiter.judge.protocol.BuiltinGameCatalogue;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The built-in games, playable: each of libs/judge's {@link BuiltinGameCatalogue} with its program and limits. */
public final class BuiltinGames {

    private static final Map<String, BuiltinGame> GAMES = new LinkedHashMap<>();

    static {
        register(new BuiltinGame(BuiltinGameCatalogue.RPS, RoShamBo::new, lmcLimits(Duration.ofMinutes(10))));
        register(new BuiltinGame(BuiltinGameCatalogue.IMITATE, Imitate::new, lmcLimits(Duration.ofMinutes(10))));
        register(new BuiltinGame(BuiltinGameCatalogue.GRAMMAR, HiddenGrammar::new, lmcLimits(Duration.ofMinutes(10))));
        register(new BuiltinGame(BuiltinGameCatalogue.TABOO, null,
                JudgeLimits.defaults().withMatchDeadline(Duration.ofMinutes(10))));
    }

    private BuiltinGames() {
    }

    /**
     * lmc1.md §7 / lmc2.md §8: name 10 s, 1 s per move, 100 ms rolling average over 100 moves, exit 5 s.
     * The session cap follows lmc2.md's 2 × (moves × 100 ms) + 60 s for the default lengths, rounded up.
     */
    private static JudgeLimits lmcLimits(Duration matchDeadline) {
        return JudgeLimits.defaults().withMatchDeadline(matchDeadline);
    }

    private static void register(BuiltinGame game) {
        GAMES.put(game.name(), game);
    }

    public static Optional<BuiltinGame> find(String name) {
        return Optional.ofNullable(GAMES.get(name));
    }

    public static Map<String, BuiltinGame> all() {
        return Map.copyOf(GAMES);
    }

    public static String names() {
        return String.join(", ", GAMES.keySet());
    }
}
