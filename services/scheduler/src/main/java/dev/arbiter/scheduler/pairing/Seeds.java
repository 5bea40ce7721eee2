package dev.arbiter.scheduler.pairing;

import dev.arbiter.judge.seed.SeedPrf;

import java.util.Random;

/**
 * One stream of seeds: a seed for each tuple of counters (a round's meeting, a ladder's n-th match), the same
 * counters always giving the same seed, so a round made twice with the same seed plays the same games. The
 * scheduler's streams come from its secret key ({@link SeedPrf}), never from a seed anyone else knows.
 */
@FunctionalInterface
public interface Seeds {

    long seed(long... counters);

    /** A random generator for draws (pairing, Swiss order) at these counters. */
    default Random random(long... counters) {
        return new Random(seed(counters));
    }

    /** The stream for {@code purpose} within {@code scope} under the key of {@code prf}. */
    static Seeds of(SeedPrf prf, String purpose, String scope) {
        return counters -> prf.seed(purpose, scope, counters);
    }
}
