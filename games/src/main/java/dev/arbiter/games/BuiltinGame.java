package dev.arbiter.games;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.program.LineProgram;
import dev.arbiter.judge.protocol.lmc.LmcDialect;

import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A game shipped with the platform.
 *
 * @param name        what organisers and the CLI call it
 * @param protocol    the protocol module that judges it ("lmc1", "lmc2")
 * @param minPlayers  fewest seats
 * @param maxPlayers  most seats
 * @param seats       seats in a competition match (LMC2 language games are played alone; rps in pairs)
 * @param description one line for listings
 * @param programs    a fresh game instance per match, speaking the given LMC dialect; null for a game the judge
 *                    referees itself (taboo)
 * @param limits      the judge's clocks and caps for this game (organisers' config overrides them)
 */
public record BuiltinGame(String name, String protocol, int minPlayers, int maxPlayers, int seats, String description,
                          Function<LmcDialect, LineProgram> programs, JudgeLimits limits) {

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
