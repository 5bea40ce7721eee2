package dev.arbiter.leaderboard.rating;

import java.time.Instant;

/**
 * A rating method's per-entry state as the {@code rating} table holds it: up to three doubles and an
 * instant, each stored exactly ({@code double precision} is IEEE 754 binary64), so a state read back is
 * the state written, bit for bit.
 */
public record StoredState(double s1, Double s2, Double s3, Instant at, int matches) {
}
