package dev.arbiter.rating;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One seat of a finished match.
 *
 * @param entryId the entry that played the seat
 * @param score   the seat's match score as the game reported it
 * @param rank    1 for the best seat; seats with equal rank drew with each other
 */
public record Seat(String entryId, double score, int rank) {

    public Seat {
        Objects.requireNonNull(entryId, "entryId");
        if (rank < 1) {
            throw new IllegalArgumentException("rank must be 1 or more, was " + rank);
        }
    }

    /**
     * Seats ranked by their scores, higher score first; equal scores share a rank (a draw).
     * This is how LMC matches are decided: the seat whose score sum is larger wins.
     */
    public static List<Seat> rankedByScore(List<String> entryIds, List<Double> scores) {
        if (entryIds.size() != scores.size()) {
            throw new IllegalArgumentException("one score per entry: " + entryIds.size() + " entries, " + scores.size() + " scores");
        }
        List<Seat> seats = new ArrayList<>(entryIds.size());
        for (int i = 0; i < entryIds.size(); i++) {
            double score = scores.get(i);
            int better = (int) scores.stream().filter(other -> other > score).count();
            seats.add(new Seat(entryIds.get(i), score, better + 1));
        }
        return List.copyOf(seats);
    }
}
