package dev.arbiter.scheduler.pairing;

import java.util.List;

/**
 * One match to create: entry ids in seat order, and its seed.
 *
 * @param seats entry keys, seat 1 first
 * @param seed  the match's seed
 */
public record Pairing(List<Long> seats, long seed) {

    public Pairing {
        seats = List.copyOf(seats);
    }
}
