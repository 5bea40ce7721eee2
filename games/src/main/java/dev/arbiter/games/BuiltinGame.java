package dev.arbiter.games;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.program.LineProgram;

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
 * @param program     a fresh game instance per match; null for a game the judge referees itself (taboo)
 * @param limits      the judge's clocks and caps for this game (organisers' config overrides them)
 */
public record BuiltinGame(String name, String protocol, int minPlayers, int maxPlayers, int seats, String description,
                          Supplier<LineProgram> program, JudgeLimits limits) {

    /** Whether the game is a program of its own (LMC games), rather than refereed by the judge (taboo). */
    public boolean hasProgram() {
        return program != null;
    }
}
