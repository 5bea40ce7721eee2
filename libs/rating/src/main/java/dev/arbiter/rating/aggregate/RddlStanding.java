package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranked;
import java.util.Map;

/**
 * A row of {@link RddlNormalisedReward}.
 *
 * @param score          mean normalised score over all instances, in [0, 1]
 * @param domainScores   per domain: mean of its instances' normalised scores
 * @param instanceScores per instance: the normalised score
 */
public record RddlStanding(int rank, String entryId, double score, Map<String, Double> domainScores,
                           Map<String, Double> instanceScores) implements Ranked {

    RddlStanding withRank(int newRank) {
        return new RddlStanding(newRank, entryId, score, domainScores, instanceScores);
    }
}
