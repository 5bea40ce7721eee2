package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranks;
import dev.arbiter.rating.math.Sums;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * IPPC 2011/2014 scoring as rddl.md §8 describes it. Per (client, instance): the mean of the last
 * {@code roundsCounted} (30) rounds, missing rounds padded with the instance minimum. Instance
 * minimum: the better of the baselines' averages (no-op and random). Instance maximum: the best
 * average of any participant or baseline. Normalised score (max(avg, min) − min)/(max − min) in
 * [0, 1]; domain score = mean of its instances; overall = mean over all instances, highest first.
 *
 * <p>Readings where the text is silent: a baseline's average is over its own last rounds, unpadded
 * (padding it with the minimum it defines would be circular); an instance where nobody beat the
 * baselines (max = min) scores 0 for everyone; an entry with no run on an instance scores 0 there
 * (all its rounds are padding); several runs of one client on one instance are concatenated in the
 * given order. Filtering rounds by the time budget is the caller's business.
 */
public final class RddlNormalisedReward {

    public static final int IPPC_ROUNDS_COUNTED = 30;

    private final int roundsCounted;

    public RddlNormalisedReward() {
        this(IPPC_ROUNDS_COUNTED);
    }

    public RddlNormalisedReward(int roundsCounted) {
        if (roundsCounted < 1) {
            throw new IllegalArgumentException("at least one round must count: " + roundsCounted);
        }
        this.roundsCounted = roundsCounted;
    }

    /**
     * @param participants the entries' runs
     * @param baselines    the baseline policies' runs (no-op and random) on every instance to score
     */
    public List<RddlStanding> rank(Collection<RddlRun> participants, Collection<RddlRun> baselines) {
        Map<String, Map<String, List<Double>>> participantRounds = roundsByInstanceAndClient(participants);
        Map<String, Map<String, List<Double>>> baselineRounds = roundsByInstanceAndClient(baselines);
        Map<String, String> domainOf = new TreeMap<>();
        baselines.forEach(run -> domainOf.put(run.instance(), run.domain()));
        for (String instance : participantRounds.keySet()) {
            if (!baselineRounds.containsKey(instance)) {
                throw new IllegalArgumentException("instance " + instance + " has no baseline runs to normalise against");
            }
        }
        List<String> entries = participants.stream().map(RddlRun::clientId).distinct().sorted().toList();
        Map<String, Map<String, Double>> scores = new TreeMap<>();
        entries.forEach(entry -> scores.put(entry, new TreeMap<>()));
        baselineRounds.forEach((instance, baselineByClient) -> {
            double min = baselineByClient.values().stream().mapToDouble(this::unpaddedAverage).max().orElseThrow();
            Map<String, List<Double>> byClient = participantRounds.getOrDefault(instance, Map.of());
            Map<String, Double> averages = new TreeMap<>();
            entries.forEach(entry -> averages.put(entry, paddedAverage(byClient.getOrDefault(entry, List.of()), min)));
            double max = Math.max(min, averages.values().stream().mapToDouble(Double::doubleValue).max().orElse(min));
            averages.forEach((entry, average) ->
                    scores.get(entry).put(instance, max == min ? 0.0 : (Math.max(average, min) - min) / (max - min)));
        });
        List<RddlStanding> rows = new ArrayList<>();
        scores.forEach((entry, byInstance) -> rows.add(new RddlStanding(0, entry, Sums.mean(byInstance.values()),
                domainScores(byInstance, domainOf), Map.copyOf(byInstance))));
        return Ranks.sortAndRank(rows,
                Comparator.comparingDouble(RddlStanding::score).reversed().thenComparing(RddlStanding::entryId),
                (a, b) -> a.score() == b.score(), RddlStanding::withRank);
    }

    private double paddedAverage(List<Double> rounds, double padding) {
        List<Double> counted = new ArrayList<>(last(rounds));
        while (counted.size() < roundsCounted) {
            counted.add(padding);
        }
        return Sums.mean(counted);
    }

    private double unpaddedAverage(List<Double> rounds) {
        if (rounds.isEmpty()) {
            throw new IllegalArgumentException("a baseline run has no rounds");
        }
        return Sums.mean(last(rounds));
    }

    private List<Double> last(List<Double> rounds) {
        return rounds.subList(Math.max(0, rounds.size() - roundsCounted), rounds.size());
    }

    private static Map<String, Double> domainScores(Map<String, Double> byInstance, Map<String, String> domainOf) {
        Map<String, List<Double>> byDomain = new TreeMap<>();
        byInstance.forEach((instance, score) -> byDomain.computeIfAbsent(domainOf.get(instance), d -> new ArrayList<>()).add(score));
        Map<String, Double> means = new TreeMap<>();
        byDomain.forEach((domain, instanceScores) -> means.put(domain, Sums.mean(instanceScores)));
        return Map.copyOf(means);
    }

    private static Map<String, Map<String, List<Double>>> roundsByInstanceAndClient(Collection<RddlRun> runs) {
        Map<String, Map<String, List<Double>>> rounds = new TreeMap<>();
        runs.forEach(run -> rounds.computeIfAbsent(run.instance(), instance -> new TreeMap<>())
                .computeIfAbsent(run.clientId(), client -> new ArrayList<>()).addAll(run.roundRewards()));
        return rounds;
    }
}
