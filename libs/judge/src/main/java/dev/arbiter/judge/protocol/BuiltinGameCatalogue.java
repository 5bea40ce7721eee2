package dev.arbiter.judge.protocol;

import dev.arbiter.proto.v1.ProtocolId;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The built-in games by name, with their protocol and seats: the one list of them. The games module gives each
 * a program and limits ({@code dev.arbiter.games.BuiltinGames}); the scheduler needs only this.
 */
public final class BuiltinGameCatalogue {

    public static final BuiltinGameRules RPS = new BuiltinGameRules("rps", ProtocolId.PROTOCOL_ID_LMC1, 1, 2, 2,
            "RoShamBo, LMC1 style: two players (or one against a biased bot), 1000 moves");
    public static final BuiltinGameRules IMITATE = new BuiltinGameRules("imitate", ProtocolId.PROTOCOL_ID_LMC2, 1, 2, 1,
            "LMC2 language game: respond with the input under a secret transformation; hints");
    public static final BuiltinGameRules GRAMMAR = new BuiltinGameRules("grammar", ProtocolId.PROTOCOL_ID_LMC2, 1, 2, 1,
            "LMC2 language game: continue sentences of a secret finite-state grammar; hints");
    public static final BuiltinGameRules TABOO = new BuiltinGameRules("taboo", ProtocolId.PROTOCOL_ID_TABOO, 1, 1, 1,
            "ESSENCE Taboo city challenge: name the city from hints; score = guesses, lowest total wins");

    private static final Map<String, BuiltinGameRules> GAMES = new LinkedHashMap<>();

    static {
        for (BuiltinGameRules game : List.of(RPS, IMITATE, GRAMMAR, TABOO)) {
            GAMES.put(game.name(), game);
        }
    }

    private BuiltinGameCatalogue() {
    }

    public static Optional<BuiltinGameRules> find(String name) {
        return Optional.ofNullable(GAMES.get(name));
    }

    /** Every built-in game, in the order people read them. */
    public static List<BuiltinGameRules> all() {
        return List.copyOf(GAMES.values());
    }

    /** The names, comma-separated, for messages that list the choices. */
    public static String names() {
        return String.join(", ", GAMES.keySet());
    }
}
