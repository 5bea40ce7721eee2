package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranked;

import java.util.Map;

/**
 * A row of {@link IppcScoring#rank}.
 *
 * @param score        the overall IPPC normalised score in [0, 1]: the mean over the scored instances
 * @param domainScores per domain, the mean over its scored instances
 */
public record IppcStanding(int rank, String entryId, double score, Map<String, Double> domainScores) implements Ranked {
}
