package dev.arbiter.rating;

import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;

/**
 * A finished match as the ratings see it.
 *
 * @param resultId   stable identity of the result (the match id): applying it twice must change nothing
 * @param sequence   position in the results log (e.g. the results table's identity column); ladders apply
 *                   results in increasing sequence, which is what makes a recomputation reproduce them
 * @param finishedAt when the match ended; only rating systems with inactivity (Glicko-2) read it
 * @param status     only {@link MatchStatus#COMPLETED} results are rated
 * @param seats      in seat order; two for every rating system today
 */
public record MatchResult(String resultId, long sequence, Instant finishedAt, MatchStatus status, List<Seat> seats) {

    public MatchResult {
        Objects.requireNonNull(resultId, "resultId");
        Objects.requireNonNull(finishedAt, "finishedAt");
        Objects.requireNonNull(status, "status");
        seats = List.copyOf(seats);
        if (seats.isEmpty()) {
            throw new IllegalArgumentException("result " + resultId + " has no seats");
        }
        if (new HashSet<>(seats.stream().map(Seat::entryId).toList()).size() != seats.size()) {
            throw new IllegalArgumentException("result " + resultId + " seats one entry twice: " + seats);
        }
    }

    /** A completed two-seat match decided by score (higher wins, equal draws). */
    public static MatchResult completed(String resultId, long sequence, Instant finishedAt,
                                        String firstEntry, double firstScore, String secondEntry, double secondScore) {
        return new MatchResult(resultId, sequence, finishedAt, MatchStatus.COMPLETED,
                Seat.rankedByScore(List.of(firstEntry, secondEntry), List.of(firstScore, secondScore)));
    }

    public MatchResult withStatus(MatchStatus newStatus) {
        return new MatchResult(resultId, sequence, finishedAt, newStatus, seats);
    }

    /**
     * The first seat's result in the 1 / ½ / 0 convention of paired comparisons, from the ranks.
     *
     * @throws UnsupportedOperationException unless the match had exactly two seats
     */
    public double firstSeatOutcome() {
        requireTwoSeats();
        int first = seats.get(0).rank();
        int second = seats.get(1).rank();
        return first < second ? 1.0 : first == second ? 0.5 : 0.0;
    }

    public void requireTwoSeats() {
        if (seats.size() != 2) {
            throw new UnsupportedOperationException("pairwise ratings take two-seat matches; result "
                    + resultId + " has " + seats.size() + " seats");
        }
    }
}
