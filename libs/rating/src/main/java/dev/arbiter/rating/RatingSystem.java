package dev.arbiter.rating;

import java.time.Instant;
import java.util.List;

/**
 * A ladder rating method: how one rated match moves the ratings of its seats. Implementations are
 * pure functions of their inputs (and use {@link StrictMath}), so replaying the same results in the
 * same order gives bit-for-bit the same ratings on any JVM.
 *
 * @param <S> the method's immutable per-entry state
 */
public interface RatingSystem<S extends Rating> {

    /** The state of an entry that has not played a rated match. */
    S unrated();

    /**
     * The seats' states after a completed match.
     *
     * @param before the seats' states before the match, in seat order
     * @param result a completed match; its seats line up with {@code before}
     * @return the new states, in seat order
     */
    List<S> update(List<S> before, MatchResult result);

    /** The state as it stands at {@code when}: methods whose uncertainty grows with idleness override this. */
    default S asOf(S state, Instant when) {
        return state;
    }

    /** When this method's ratings count as provisional unless the organiser says otherwise. */
    ProvisionalRule defaultProvisionalRule();
}
