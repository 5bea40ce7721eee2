package dev.arbiter.judge.protocol;

import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.ProtocolId;

/**
 * What the platform knows of a built-in game without playing it: the protocol that judges it and how many
 * seats its matches have. The scheduler validates competitions with this alone; the game's program (and the
 * Taboo city data) stay in the games module, which only runners and the command line load.
 *
 * @param name        what organisers and the CLI call it
 * @param protocol    the protocol that judges it
 * @param minPlayers  fewest seats
 * @param maxPlayers  most seats
 * @param seats       seats in a competition match (LMC2 language games are played alone; rps in pairs)
 * @param description one line for listings
 */
public record BuiltinGameRules(String name, ProtocolId protocol, int minPlayers, int maxPlayers, int seats,
                               String description) {

    public BuiltinGameRules {
        if (!Vocabulary.protocols().contains(protocol)) {
            throw new IllegalArgumentException(name + ": " + protocol + " is not a protocol");
        }
        if (minPlayers < 1 || seats < minPlayers || seats > maxPlayers) {
            throw new IllegalArgumentException(name + ": " + seats + " seats outside " + minPlayers + "-" + maxPlayers);
        }
    }

    /** Whether a competition of this game may seat {@code count} players a match. */
    public boolean seats(int count) {
        return count >= minPlayers && count <= maxPlayers;
    }
}
