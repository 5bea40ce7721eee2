package dev.arbiter.rddl.score;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * IPPC 2011/2014 scoring (RDDL-C26): per (client, instance) the mean of the last 30
 * rounds, padded with the instance minimum when fewer were played; the minimum is the better of the
 * no-op and random baselines, the maximum the best mean of anyone (baselines included); the
 * normalised score (max(avg, min) − min) / (max − min) lies in [0, 1]. Domain score is the mean over
 * the domain's instances, overall score the mean over all instances.
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

    /** Normalised scores: per client, per instance and per domain, plus the overall mean. */
    public record Standings(Map<String, Map<String, Double>> instanceScores, Map<String, Map<String, Double>> domainScores,
                            Map<String, Double> overall) {}

    /** Mean of the last {@code n} rounds; missing rounds count as {@code padding}. */
    public static double lastRoundsMean(List<Double> rounds, int n, double padding) {
        double sum = 0;
        int from = Math.max(0, rounds.size() - n);
        for (int i = from; i < rounds.size(); i++) sum += rounds.get(i);
        sum += padding * (n - (rounds.size() - from));
        return sum / n;
    }

    /** (max(avg, floor) − floor) / (best − floor); 0 when nobody beat the floor (best == floor). */
    public static double normalise(double average, double floor, double best) {
        if (best <= floor) return 0;
        return (Math.max(average, floor) - floor) / (best - floor);
    }

    /**
     * @param rounds per client, per instance, the round rewards in the order played
     * @param baselines per instance; every instance scored must have them
     * @param domainOf maps an instance name to its domain name
     */
    public static Standings score(Map<String, Map<String, List<Double>>> rounds, Map<String, Baselines> baselines,
                                  Function<String, String> domainOf) {
        Map<String, Map<String, Double>> averages = new TreeMap<>();
        Map<String, Double> best = new TreeMap<>();
        baselines.forEach((instance, b) -> best.put(instance, Math.max(b.noop(), b.random())));
        rounds.forEach((client, byInstance) -> byInstance.forEach((instance, list) -> {
            Baselines b = baselines.get(instance);
            if (b == null) throw new IllegalArgumentException("no baselines for instance " + instance);
            double avg = lastRoundsMean(list, ROUNDS_COUNTED, b.floor());
            averages.computeIfAbsent(client, c -> new TreeMap<>()).put(instance, avg);
            best.merge(instance, avg, Math::max);
        }));
        Map<String, Map<String, Double>> instanceScores = new TreeMap<>();
        Map<String, Map<String, Double>> domainScores = new TreeMap<>();
        Map<String, Double> overall = new TreeMap<>();
        for (String client : rounds.keySet()) {
            Map<String, Double> scores = new TreeMap<>();
            Map<String, double[]> domainSums = new LinkedHashMap<>();
            double total = 0;
            for (String instance : baselines.keySet()) {
                // An instance the client never played scores as the floor: 0.
                double floor = baselines.get(instance).floor();
                double avg = averages.getOrDefault(client, Map.of()).getOrDefault(instance, floor);
                double s = normalise(avg, floor, best.get(instance));
                scores.put(instance, s);
                total += s;
                double[] d = domainSums.computeIfAbsent(domainOf.apply(instance), k -> new double[2]);
                d[0] += s;
                d[1]++;
            }
            Map<String, Double> domains = new TreeMap<>();
            domainSums.forEach((domain, d) -> domains.put(domain, d[0] / d[1]));
            instanceScores.put(client, scores);
            domainScores.put(client, domains);
            overall.put(client, baselines.isEmpty() ? 0 : total / baselines.size());
        }
        return new Standings(instanceScores, domainScores, overall);
    }
}
