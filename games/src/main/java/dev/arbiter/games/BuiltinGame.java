package dev.arbiter.games;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.program.LineProgram;
import dev.arbiter.judge.protocol.BuiltinGameRules;
import dev.arbiter.judge.protocol.lmc.LmcDialect;
import dev.arbiter.proto.v1.ProtocolId;

import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A game shipped with the platform, playable: its catalogue rules (libs/judge's {@code BuiltinGameCatalogue})
 * with the program that plays it and the judge's limits.
 *
 * @param rules    name, protocol, seats and description, as the catalogue lists them
 * @param programs a fresh game instance per match, speaking the given LMC dialect; null for a game the judge
 *                 referees itself (taboo)
 * @param limits   the judge's clocks and caps for this game (organisers' config overrides them)
 */
public record BuiltinGame(BuiltinGameRules rules, Function<LmcDialect, LineProgram> programs, JudgeLimits limits) {

    /** What organisers and the CLI call it. */
    public String name() {
        return rules.name();
    }

    /** The protocol module that judges it. */
    public ProtocolId protocol() {
        return rules.protocol();
    }

    /** Fewest seats. */
    public int minPlayers() {
        return rules.minPlayers();
    }

    /** Most seats. */
    public int maxPlayers() {
        return rules.maxPlayers();
    }

    /** Seats in a competition match. */
    public int seats() {
        return rules.seats();
    }

    /** One line for listings. */
    public String description() {
        return rules.description();
    }

    /** Whether the game is a program of its own (LMC games), rather than refereed by the judge (taboo). */
    public boolean hasProgram() {
        return programs != null;
    }

    /** Fresh instances speaking the dialect the judge speaks in this match (a competition may change keywords). */
    public Supplier<LineProgram> program(LmcDialect dialect) {
        return () -> programs.apply(dialect);
    }

    /** Fresh instances speaking the default dialect. */
    public Supplier<LineProgram> program() {
        return program(LmcDialect.defaults());
    }
}
