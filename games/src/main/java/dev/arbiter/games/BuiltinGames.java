package dev.arbiter.games;

import dev.arbiter.games.lmc.HiddenGrammar;
import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.games.lmc.Imitate;
import dev.arbiter.games.lmc.RoShamBo;
import dev.arbiter.judge.protocol.taboo.TabooProtocol;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The catalogue of built-in games. */
public final class BuiltinGames {

    private static final Map<String, BuiltinGame> GAMES = new LinkedHashMap<>();

    static {
        register(new BuiltinGame("rps", "lmc1", 1, 2, 2,
                "RoShamBo, LMC1 style: two players (or one against a biased bot), 1000 moves", RoShamBo::new,
                lmcLimits(Duration.ofMinutes(10))));
        register(new BuiltinGame("imitate", "lmc2", 1, 2, 1,
                "LMC2 language game: respond with the input under a secret transformation; hints", Imitate::new,
                lmcLimits(Duration.ofMinutes(10))));
        register(new BuiltinGame("grammar", "lmc2", 1, 2, 1,
                "LMC2 language game: continue sentences of a secret finite-state grammar; hints", HiddenGrammar::new,
                lmcLimits(Duration.ofMinutes(10))));
        register(new BuiltinGame("taboo", TabooProtocol.ID, 1, 1, 1,
                "ESSENCE Taboo city challenge: name the city from hints; score = guesses, lowest total wins", null,
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
