package dev.arbiter.rating;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A competition's ladder: the ratings that follow from the rated results applied so far.
 *
 * <p>Results are applied in increasing {@link MatchResult#sequence()}, each at most once (keyed by
 * result id), and only completed matches are rated. Those three rules make the state a function of
 * the set of results alone, so {@link #recompute} over the results table reproduces the incremental
 * state bit for bit. Not thread-safe: one writer per competition.
 */
public final class Ladder<S extends Rating> {

    private final RatingSystem<S> system;
    private final ProvisionalRule provisionalRule;
    private final Map<String, S> ratings = new TreeMap<>();
    private final Set<String> appliedResultIds = new HashSet<>();
    private long lastSequence = Long.MIN_VALUE;
    private boolean appliedAny;

    public Ladder(RatingSystem<S> system) {
        this(system, system.defaultProvisionalRule());
    }

    public Ladder(RatingSystem<S> system, ProvisionalRule provisionalRule) {
        this.system = system;
        this.provisionalRule = provisionalRule;
    }

    /** A ladder built from scratch: {@code results} sorted by sequence, then applied one by one. */
    public static <S extends Rating> Ladder<S> recompute(RatingSystem<S> system, ProvisionalRule provisionalRule,
                                                         Collection<MatchResult> results) {
        Ladder<S> ladder = new Ladder<>(system, provisionalRule);
        List<MatchResult> ordered = new ArrayList<>(results);
        ordered.sort(Comparator.comparingLong(MatchResult::sequence));
        for (int i = 1; i < ordered.size(); i++) {
            MatchResult previous = ordered.get(i - 1);
            MatchResult current = ordered.get(i);
            if (previous.sequence() == current.sequence() && !previous.resultId().equals(current.resultId())) {
                throw new IllegalArgumentException("results " + previous.resultId() + " and " + current.resultId()
                        + " share sequence " + current.sequence() + ": their order would be arbitrary");
            }
        }
        ordered.forEach(ladder::apply);
        return ladder;
    }

    public static <S extends Rating> Ladder<S> recompute(RatingSystem<S> system, Collection<MatchResult> results) {
        return recompute(system, system.defaultProvisionalRule(), results);
    }

    public ApplyOutcome apply(MatchResult result) {
        if (!result.status().isRated()) {
            return ApplyOutcome.NOT_RATED;
        }
        if (appliedResultIds.contains(result.resultId())) {
            return ApplyOutcome.DUPLICATE;
        }
        if (appliedAny && result.sequence() <= lastSequence) {
            return ApplyOutcome.OUT_OF_ORDER;
        }
        result.requireTwoSeats();
        List<S> before = result.seats().stream().map(seat -> rating(seat.entryId())).toList();
        List<S> after = system.update(before, result);
        for (int i = 0; i < after.size(); i++) {
            ratings.put(result.seats().get(i).entryId(), after.get(i));
        }
        appliedResultIds.add(result.resultId());
        lastSequence = result.sequence();
        appliedAny = true;
        return ApplyOutcome.APPLIED;
    }

    /** The entry's state after the last applied result; an unrated state if it has played none. */
    public S rating(String entryId) {
        S rating = ratings.get(entryId);
        return rating != null ? rating : system.unrated();
    }

    /** Every rated entry's state, ordered by entry id. */
    public Map<String, S> ratings() {
        return Collections.unmodifiableMap(ratings);
    }

    public boolean isProvisional(String entryId) {
        return provisionalRule.isProvisional(rating(entryId));
    }

    public int appliedResults() {
        return appliedResultIds.size();
    }

    /**
     * The leaderboard at {@code asOf} (idle uncertainty grown to then), best value first; equal values
     * share a rank and are listed by entry id so that the order never depends on hashing.
     */
    public List<LadderStanding<S>> standings(Instant asOf) {
        List<LadderStanding<S>> rows = new ArrayList<>();
        ratings.forEach((entryId, state) -> {
            S current = system.asOf(state, asOf);
            rows.add(new LadderStanding<>(0, entryId, current, provisionalRule.isProvisional(current)));
        });
        return Ranks.sortAndRank(rows,
                Comparator.<LadderStanding<S>>comparingDouble(row -> row.rating().value()).reversed()
                        .thenComparing(LadderStanding::entryId),
                (a, b) -> a.rating().value() == b.rating().value(),
                (row, rank) -> new LadderStanding<>(rank, row.entryId(), row.rating(), row.provisional()));
    }

}
