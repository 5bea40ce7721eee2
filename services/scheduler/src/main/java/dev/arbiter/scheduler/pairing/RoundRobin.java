package dev.arbiter.scheduler.pairing;

import java.util.ArrayList;
import java.util.List;

/**
 * Every pair of entries meets {@code repeats} times in each seat order. Both seat orders of one meeting
 * share a seed, so neither entry is favoured by the draw.
 */
public final class RoundRobin {

    private RoundRobin() {
    }

    /**
     * @param entries    the frozen field, in a fixed order (the order decides the seeds)
     * @param roundSeeds the round's stream of seeds
     */
    public static List<Pairing> schedule(List<Long> entries, int repeats, Seeds roundSeeds) {
        var matches = new ArrayList<Pairing>();
        for (int r = 0; r < repeats; r++) {
            for (int i = 0; i < entries.size(); i++) {
                for (int j = i + 1; j < entries.size(); j++) {
                    long seed = roundSeeds.seed(r, i, j);
                    matches.add(new Pairing(List.of(entries.get(i), entries.get(j)), seed));
                    matches.add(new Pairing(List.of(entries.get(j), entries.get(i)), seed));
                }
            }
        }
        return matches;
    }

    /**
     * Single-player games: every entry plays the same seeded set of {@code instances} game instances
     * (instance k has the same seed for everyone), {@code repeats} times.
     */
    public static List<Pairing> instances(List<Long> entries, int instances, int repeats, Seeds roundSeeds) {
        var matches = new ArrayList<Pairing>();
        for (int r = 0; r < repeats; r++) {
            for (int k = 0; k < instances; k++) {
                long instanceSeed = roundSeeds.seed(r, k);
                for (Long entry : entries) {
                    matches.add(new Pairing(List.of(entry), instanceSeed, k));
                }
            }
        }
        return matches;
    }
}
