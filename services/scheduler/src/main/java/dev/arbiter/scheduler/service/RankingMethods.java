package dev.arbiter.scheduler.service;

import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;
import dev.arbiter.rating.aggregate.ScoreRanking;

import java.util.List;

/**
 * How a competition's results are ranked: libs/rating's score rankings ({@link ScoreRanking}), or
 * {@code wins}. The organiser may choose; when they do not, the game's own rule applies, because a default
 * that ignores the game ranks some games upside down: Taboo scores guesses, so "highest total first" would
 * crown the worst guesser. RDDL and GVGAI competitions rank by their track's rule, which nobody chooses.
 */
public final class RankingMethods {

    /** What an organiser may choose, in the vocabulary's order. */
    public static final List<RankingMethod> CHOOSABLE = Vocabulary.rankingMethods().stream()
            .filter(method -> method == RankingMethod.RANKING_METHOD_WINS || ScoreRanking.of(method).isPresent())
            .toList();

    private RankingMethods() {
    }

    /**
     * The ranking method an organiser asked for by name: the protocol's own when they named none.
     *
     * @throws InvalidRequestException for a name that is not one of {@link #CHOOSABLE}, listing them
     */
    public static RankingMethod chosen(String name, ProtocolId protocol) {
        if (name == null || name.isBlank()) {
            return naturalFor(protocol);
        }
        return Vocabulary.findRankingMethod(name).filter(CHOOSABLE::contains).orElseThrow(() ->
                new InvalidRequestException("ranking method must be one of "
                        + String.join(", ", CHOOSABLE.stream().map(Vocabulary::wireName).toList())));
    }

    /** Whether the organiser named a ranking method other than {@code track}, the only one a track competition has. */
    public static boolean namesOtherThan(String name, RankingMethod track) {
        return name != null && !name.isBlank() && Vocabulary.findRankingMethod(name).orElse(null) != track;
    }

    /**
     * The ranking a game's protocol's spec prescribes: lowest total for Taboo, mean score per turn for LMC1,
     * normalised mean per move for LMC2. Keyed by protocol, so an uploaded game ranks the same.
     */
    public static RankingMethod naturalFor(ProtocolId protocol) {
        return ScoreRanking.naturalFor(protocol).rankingMethod();
    }

    /** Whether a lower score is the better one under this method. */
    public static boolean lowerIsBetter(RankingMethod method) {
        return ScoreRanking.of(method).map(ScoreRanking::lowerIsBetter).orElse(false);
    }
}
