package dev.arbiter.scheduler.pairing;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Continuous-ladder matchmaking: the least-played entry (matches finished plus in flight) plays next,
 * against the opponent that is closest in rating among the least played, so new entries catch up quickly
 * and games stay informative. Seats alternate with the ladder's match counter.
 */
public final class LadderPairing {

    /** Rating points that weigh as much as one match of extra load on an opponent. */
    private static final double RATING_PER_MATCH = 100;

    /**
     * @param id     entry key
     * @param rating the scheduler's matchmaking rating
     * @param load   ladder matches played plus those in flight
     */
    public record Candidate(long id, double rating, int load) {
    }

    private LadderPairing() {
    }

    /** @return the next pairing's entries in seat order, or empty with fewer than two candidates */
    public static Optional<List<Long>> next(List<Candidate> candidates, long counter) {
        if (candidates.size() < 2) {
            return Optional.empty();
        }
        Candidate first = candidates.stream()
                .min(Comparator.comparingInt(Candidate::load).thenComparingLong(Candidate::id)).orElseThrow();
        int minLoad = first.load();
        Candidate opponent = candidates.stream()
                .filter(c -> c.id() != first.id())
                .min(Comparator.comparingDouble((Candidate c) ->
                                Math.abs(c.rating() - first.rating()) / RATING_PER_MATCH + (c.load() - minLoad))
                        .thenComparingLong(Candidate::id))
                .orElseThrow();
        return Optional.of(counter % 2 == 0 ? List.of(first.id(), opponent.id()) : List.of(opponent.id(), first.id()));
    }

    /** Elo expectation and update (K = 24) from seat 1's point of view; {@code outcome} is 1, 0.5 or 0. */
    public static double[] elo(double rating1, double rating2, double outcome) {
        double expected = 1 / (1 + Math.pow(10, (rating2 - rating1) / 400));
        double delta = 24 * (outcome - expected);
        return new double[]{rating1 + delta, rating2 - delta};
    }
}
