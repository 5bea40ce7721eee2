package dev.arbiter.rating;

import java.time.Instant;

/** Short ways to write two-seat results in tests. */
public final class TestResults {

    public static final Instant START = Instant.parse("2025-01-01T00:00:00Z");

    private TestResults() {
    }

    /** {@code winner} beat {@code loser}, played {@code sequence} minutes after {@link #START}. */
    public static MatchResult win(long sequence, String winner, String loser) {
        return MatchResult.completed("r" + sequence, sequence, START.plusSeconds(60 * sequence), winner, 1.0, loser, 0.0);
    }

    /** The first seat lost to the second. */
    public static MatchResult loss(long sequence, String loser, String winner) {
        return MatchResult.completed("r" + sequence, sequence, START.plusSeconds(60 * sequence), loser, 0.0, winner, 1.0);
    }

    public static MatchResult draw(long sequence, String first, String second) {
        return MatchResult.completed("r" + sequence, sequence, START.plusSeconds(60 * sequence), first, 0.5, second, 0.5);
    }
}
