package dev.arbiter.scheduler.pairing;

import java.util.List;

/**
 * One match to create: entry ids in seat order, and its seed.
 *
 * @param seats    entry keys, seat 1 first
 * @param seed     the match's seed
 * @param instance single-player games: which of the competition's instances it plays (0-based); -1 otherwise
 */
public record Pairing(List<Long> seats, long seed, int instance) {

    public Pairing {
        seats = List.copyOf(seats);
    }

    public Pairing(List<Long> seats, long seed) {
        this(seats, seed, -1);
    }
}
