package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranks;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * IPPC 2011/2014 scoring (RDDL-C26), the one place the platform computes it (the leaderboard's RDDL board and the
 * scheduler's official rounds both call {@link #evaluate}): per (entry, instance) the mean of the last 30 rounds,
 * padded with the instance's floor when fewer were played; the floor is the better of the no-op and random
 * baselines, the ceiling the best mean of anyone (baselines included); the normalised score
 * (max(avg, floor) − floor) / (best − floor) lies in [0, 1]. Domain score is the mean over the domain's
 * instances, overall score the mean over all scored instances.
 */
public final class IppcScoring {
    public static final int ROUNDS_COUNTED = 30;

    private IppcScoring() {}

    /** Mean reward of the no-op and random policies on one instance. */
    public record Baselines(double noop, double random) {
        public double floor() {
            return Math.max(noop, random);
        }
    }

    /** Normalised scores: per entry, per instance and per domain, plus the overall mean. */
    public record Standings(Map<String, Map<String, Double>> instanceScores, Map<String, Map<String, Double>> domainScores,
                            Map<String, Double> overall) {}

    /**
     * What a field's sessions come to.
     *
     * @param baselines per instance that has a floor (both baselines played it), in the set's order
     * @param ranking   every entry that played anything, best overall score first
     */
    public record Evaluation(Map<String, Baselines> baselines, Standings standings, List<IppcStanding> ranking) {}

    /** Mean of the last {@code n} rounds; missing rounds count as {@code padding}. */
    public static double lastRoundsMean(List<Double> rounds, int n, double padding) {
        double sum = 0;
        int from = Math.max(0, rounds.size() - n);
        for (int i = from; i < rounds.size(); i++) sum += rounds.get(i);
        sum += padding * (n - (rounds.size() - from));
        return sum / n;
    }

    /** A baseline's figure on an instance: the mean of its last rounds (all of them, up to the 30 IPPC counts). */
    public static double baselineMean(List<Double> rounds) {
        return lastRoundsMean(rounds, Math.min(rounds.size(), ROUNDS_COUNTED), 0);
    }

    /** (max(avg, floor) − floor) / (best − floor), within [0, 1]; 0 when nobody beat the floor (best == floor). */
    public static double normalise(double average, double floor, double best) {
        if (best <= floor || average <= floor) return 0;
        return Math.min(1, (average - floor) / (best - floor));
    }

    /**
     * Scores a field whose baselines are entries like any other: each instance's floor comes from the no-op and
     * random entries' rounds there, and an instance is scored only once both have played it (until then it has no
     * floor and counts for nobody). A baseline entry's average on an instance is its own figure, so the better
     * baseline scores exactly 0 there.
     *
     * @param rounds      per entry, per instance, the round rewards in the order played
     * @param noopEntry   the no-op baseline's entry id
     * @param randomEntry the random baseline's entry id
     * @param domainOf    every instance of the set, in its order, with its domain
     */
    public static Evaluation evaluate(Map<String, Map<String, List<Double>>> rounds, String noopEntry, String randomEntry,
                                      Map<String, String> domainOf) {
        Map<String, Baselines> baselines = new LinkedHashMap<>();
        for (String instance : domainOf.keySet()) {
            List<Double> n = rounds.getOrDefault(noopEntry, Map.of()).get(instance);
            List<Double> r = rounds.getOrDefault(randomEntry, Map.of()).get(instance);
            if (n != null && !n.isEmpty() && r != null && !r.isEmpty()) {
                baselines.put(instance, new Baselines(baselineMean(n), baselineMean(r)));
            }
        }
        Map<String, Map<String, Double>> averages = new LinkedHashMap<>();
        rounds.forEach((entry, byInstance) -> {
            Map<String, Double> mine = averages.computeIfAbsent(entry, k -> new TreeMap<>());
            byInstance.forEach((instance, list) -> {
                Baselines b = baselines.get(instance);
                if (b == null || list.isEmpty()) {
                    return;
                }
                mine.put(instance, entry.equals(noopEntry) ? b.noop() : entry.equals(randomEntry) ? b.random()
                        : lastRoundsMean(list, ROUNDS_COUNTED, b.floor()));
            });
        });
        Standings standings = fromAverages(averages, baselines, domainOf::get);
        return new Evaluation(baselines, standings, rank(standings));
    }

    /**
     * @param rounds    per entry, per instance, the round rewards in the order played
     * @param baselines per instance; every instance scored must have them
     * @param domainOf  maps an instance name to its domain name
     */
    public static Standings score(Map<String, Map<String, List<Double>>> rounds, Map<String, Baselines> baselines,
                                  Function<String, String> domainOf) {
        Map<String, Map<String, Double>> averages = new TreeMap<>();
        rounds.forEach((entry, byInstance) -> byInstance.forEach((instance, list) -> {
            Baselines b = baselines.get(instance);
            if (b == null) throw new IllegalArgumentException("no baselines for instance " + instance);
            averages.computeIfAbsent(entry, c -> new TreeMap<>()).put(instance, lastRoundsMean(list, ROUNDS_COUNTED, b.floor()));
        }));
        rounds.keySet().forEach(entry -> averages.computeIfAbsent(entry, c -> new TreeMap<>()));
        return fromAverages(averages, baselines, domainOf);
    }

    private static Standings fromAverages(Map<String, Map<String, Double>> averages, Map<String, Baselines> baselines,
                                          Function<String, String> domainOf) {
        Map<String, Double> best = new TreeMap<>();
        baselines.forEach((instance, b) -> best.put(instance, b.floor()));
        averages.values().forEach(byInstance -> byInstance.forEach((instance, avg) -> best.merge(instance, avg, Math::max)));
        Map<String, Map<String, Double>> instanceScores = new TreeMap<>();
        Map<String, Map<String, Double>> domainScores = new TreeMap<>();
        Map<String, Double> overall = new TreeMap<>();
        averages.forEach((entry, byInstance) -> {
            Map<String, Double> scores = new TreeMap<>();
            Map<String, double[]> domainSums = new LinkedHashMap<>();
            double total = 0;
            for (Map.Entry<String, Baselines> b : baselines.entrySet()) {
                // An instance the entry never played scores as the floor: 0.
                double floor = b.getValue().floor();
                double s = normalise(byInstance.getOrDefault(b.getKey(), floor), floor, best.get(b.getKey()));
                scores.put(b.getKey(), s);
                total += s;
                double[] d = domainSums.computeIfAbsent(domainOf.apply(b.getKey()), k -> new double[2]);
                d[0] += s;
                d[1]++;
            }
            Map<String, Double> domains = new TreeMap<>();
            domainSums.forEach((domain, d) -> domains.put(domain, d[0] / d[1]));
            instanceScores.put(entry, scores);
            domainScores.put(entry, domains);
            overall.put(entry, baselines.isEmpty() ? 0 : total / baselines.size());
        });
        return new Standings(instanceScores, domainScores, overall);
    }

    /** Best overall score first; equal scores share a rank and are listed by entry id. */
    public static List<IppcStanding> rank(Standings standings) {
        List<IppcStanding> rows = new ArrayList<>();
        standings.overall().forEach((entry, score) -> rows.add(new IppcStanding(0, entry, score,
                standings.domainScores().getOrDefault(entry, Map.of()))));
        return Ranks.sortAndRank(rows, Comparator.comparingDouble((IppcStanding s) -> -s.score()).thenComparing(IppcStanding::entryId),
                (a, b) -> a.score() == b.score(), (row, rank) -> new IppcStanding(rank, row.entryId(), row.score(), row.domainScores()));
    }
}
