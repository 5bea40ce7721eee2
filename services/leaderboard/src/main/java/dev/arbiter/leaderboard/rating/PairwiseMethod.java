package dev.arbiter.leaderboard.rating;

import dev.arbiter.proto.v1.LadderMethod;
import dev.arbiter.rating.Ladder;
import dev.arbiter.rating.MatchResult;
import dev.arbiter.rating.ProvisionalRule;
import dev.arbiter.rating.Rating;
import dev.arbiter.rating.RatingSystem;
import dev.arbiter.rating.elo.Elo;
import dev.arbiter.rating.elo.EloRating;
import dev.arbiter.rating.glicko2.Glicko2;
import dev.arbiter.rating.glicko2.Glicko2Rating;
import dev.arbiter.rating.trueskill.GaussianRating;
import dev.arbiter.rating.trueskill.TrueSkill;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A ladder method of libs/rating together with how its state is stored. The leaderboard applies results
 * with {@link RatingSystem#update} exactly as {@link Ladder#apply} does, so that
 * {@link #recompute(Collection)} (which is {@link Ladder#recompute}) reproduces the stored state.
 *
 * @param <S> the method's state
 */
public final class PairwiseMethod<S extends Rating> {

    private final LadderMethod name;
    private final RatingSystem<S> system;
    private final ProvisionalRule provisionalRule;
    private final Function<S, StoredState> encode;
    private final Function<StoredState, S> decode;

    private PairwiseMethod(LadderMethod name, RatingSystem<S> system, int provisionalMatches,
                           Function<S, StoredState> encode, Function<StoredState, S> decode) {
        this.name = name;
        this.system = system;
        this.provisionalRule = new ProvisionalRule(provisionalMatches,
                system.defaultProvisionalRule().maximumUncertainty());
        this.encode = encode;
        this.decode = decode;
    }

    /** The rating system of ladder method {@code name}, or empty when it is not a two-seat ladder method. */
    public static Optional<PairwiseMethod<?>> named(LadderMethod name, int provisionalMatches) {
        return Optional.ofNullable(switch (name) {
            case LADDER_METHOD_ELO -> new PairwiseMethod<>(name, new Elo(), provisionalMatches,
                    (EloRating r) -> new StoredState(r.rating(), null, null, null, r.matches()),
                    s -> new EloRating(s.s1(), s.matches()));
            case LADDER_METHOD_GLICKO2 -> new PairwiseMethod<>(name, new Glicko2(), provisionalMatches,
                    (Glicko2Rating r) -> new StoredState(r.rating(), r.deviation(), r.volatility(), r.lastMatchAt(), r.matches()),
                    s -> new Glicko2Rating(s.s1(), s.s2(), s.s3(), s.matches(), s.at()));
            case LADDER_METHOD_TRUESKILL -> new PairwiseMethod<>(name, new TrueSkill(), provisionalMatches,
                    (GaussianRating r) -> new StoredState(r.mean(), r.deviation(), null, null, r.matches()),
                    s -> new GaussianRating(s.s1(), s.s2(), s.matches()));
            default -> null;
        });
    }

    public static boolean isPairwise(LadderMethod name) {
        return name == LadderMethod.LADDER_METHOD_ELO || name == LadderMethod.LADDER_METHOD_GLICKO2
                || name == LadderMethod.LADDER_METHOD_TRUESKILL;
    }

    public LadderMethod name() {
        return name;
    }

    public ProvisionalRule provisionalRule() {
        return provisionalRule;
    }

    /**
     * The seats' new stored states after {@code result}, from their stored states before it (empty: unrated).
     * The same call {@link Ladder#apply} makes.
     */
    public List<Update> apply(List<Optional<StoredState>> before, MatchResult result) {
        List<S> states = before.stream().map(stored -> stored.map(decode).orElseGet(system::unrated)).toList();
        List<S> after = system.update(states, result);
        return java.util.stream.IntStream.range(0, after.size()).mapToObj(i -> {
            S now = after.get(i);
            return new Update(encode.apply(now), now.value(), now.uncertainty().isPresent() ? now.uncertainty().getAsDouble() : null,
                    now.value() - states.get(i).value(), provisionalRule.isProvisional(now));
        }).toList();
    }

    /** Whether a stored state is still provisional. */
    public boolean isProvisional(StoredState stored) {
        return provisionalRule.isProvisional(decode.apply(stored));
    }

    /** Ladder state rebuilt from scratch by libs/rating, as stored states by entry id. */
    public Map<String, StoredState> recompute(Collection<MatchResult> results) {
        Ladder<S> ladder = Ladder.recompute(system, provisionalRule, results);
        return ladder.ratings().entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, e -> encode.apply(e.getValue())));
    }

    /**
     * One seat's state after a match.
     *
     * @param change the displayed value's move (the "last change" column)
     */
    public record Update(StoredState state, double value, Double uncertainty, double change, boolean provisional) {
    }
}
