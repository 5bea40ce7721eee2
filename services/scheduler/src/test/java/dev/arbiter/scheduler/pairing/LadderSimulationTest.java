package dev.arbiter.scheduler.pairing;

import dev.arbiter.rating.Ladder;
import dev.arbiter.rating.MatchResult;
import dev.arbiter.rating.elo.Elo;
import dev.arbiter.rating.glicko2.Glicko2;
import dev.arbiter.rating.trueskill.GaussianRating;
import dev.arbiter.rating.trueskill.TrueSkill;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The ladder's matchmaking against entries of known strength: true Bradley–Terry strengths drawn at
 * random, each match's winner drawn from them, the scheduler's pairing and matchmaking belief driven
 * exactly as {@code LadderService} drives them. Every rating method of libs/rating rates the same results,
 * and a round robin of the same field is played for comparison. Prints, per field size, how many matches
 * per entry each method needs before its order reaches Kendall τ ≥ 0.9 against the true order (the README
 * quotes these figures).
 */
class LadderSimulationTest {

    /**
     * Field sizes; how many strength draws each is judged over (small fields are noisier, and cheap); how long
     * each schedule is played, in matches per entry.
     */
    private static final int[][] FIELDS = {{4, 201, 100}, {10, 61, 150}, {100, 5, 200}};
    /** Spread of true log-strengths: the best of 100 entries beats the median one about 99 times in 100. */
    private static final double SPREAD = 1.5;
    private static final double TARGET_TAU = 0.9;
    /** The method the leaderboard ranks two-seat ladders with by default ({@code arbiter.leaderboard.ladder-method}). */
    private static final String DEFAULT_METHOD = "trueskill";
    private static final List<String> METHODS = List.of("elo", "glicko2", "trueskill");

    @Test
    void theLadderConnectsSpreadsAndRanksAnyFieldAtLeastAsFastAsARoundRobin() {
        var report = new StringBuilder("Matches per entry until the median Kendall tau against the true order reaches "
                + TARGET_TAU + " ('>N' = not within the N played):\n");
        report.append(String.format("%8s %7s %10s %10s %10s %24s%n", "entries", "fields", "elo", "glicko2", "trueskill",
                "round robin (trueskill)"));
        Map<String, Integer> totalPerMethod = new HashMap<>();
        for (int[] field : FIELDS) {
            int n = field[0];
            int trials = field[1];
            int horizon = field[2];
            double[][][] ladderTau = new double[trials][][];
            double[][][] roundRobinTau = new double[trials][][];
            for (int trial = 0; trial < trials; trial++) {
                double[] strength = strengths(n, 1000L * n + trial);
                Run ladder = ladder(strength, 77L * n + trial, horizon);
                assertThat(ladder.connectedAfterThreePerEntry)
                        .as("opponent graph of %d entries connected after 3 matches per entry (field %d)", n, trial).isTrue();
                assertThat(ladder.worstShareRatio)
                        .as("largest pair count over an entry's fair share per opponent, %d entries (field %d)", n, trial)
                        .isLessThanOrEqualTo(2.0);
                ladderTau[trial] = ladder.tau;
                roundRobinTau[trial] = roundRobin(strength, 91L * n + trial, horizon).tau;
            }
            int[] needed = new int[METHODS.size()];
            for (int m = 0; m < METHODS.size(); m++) {
                needed[m] = firstReaching(ladderTau, m, horizon);
                totalPerMethod.merge(METHODS.get(m), needed[m], Integer::sum);
            }
            int defaultNeeded = needed[METHODS.indexOf(DEFAULT_METHOD)];
            int roundRobin = firstReaching(roundRobinTau, METHODS.indexOf(DEFAULT_METHOD), horizon);
            report.append(String.format("%8d %7d %10s %10s %10s %24s%n", n, trials, shown(needed[0], horizon),
                    shown(needed[1], horizon), shown(needed[2], horizon), shown(roundRobin, horizon)));
            assertThat(defaultNeeded).as("%d entries reach tau %.1f", n, TARGET_TAU).isLessThanOrEqualTo(horizon);
            assertThat(defaultNeeded).as("%d entries: ladder no slower than a round robin", n).isLessThanOrEqualTo(roundRobin);
        }
        System.out.print(report);
        int fewest = totalPerMethod.values().stream().min(Integer::compare).orElseThrow();
        assertThat(totalPerMethod.get(DEFAULT_METHOD)).as("the default method needs fewest matches: %s", totalPerMethod)
                .isEqualTo(fewest);
    }

    /** What one simulated schedule showed. */
    /** @param tau per method, Kendall tau after each number of matches per entry (index 0: before any) */
    private record Run(double[][] tau, boolean connectedAfterThreePerEntry, double worstShareRatio) {
    }

    /** The scheduler's ladder: pairing and matchmaking belief as LadderService keeps them, a few matches in flight. */
    private static Run ladder(double[] strength, long seed, int horizon) {
        int n = strength.length;
        int inFlight = Math.max(1, n / 10);
        var outcomes = new SplittableRandom(seed);
        var pairingRandom = new Random(pairingSeed(seed));
        var matchmaking = new TrueSkill();
        GaussianRating[] belief = new GaussianRating[n];
        Arrays.fill(belief, matchmaking.unrated());
        int[] load = new int[n];
        int[][] meetings = new int[n][n];
        var history = new OpponentHistory();
        Observers observers = new Observers(n, horizon);
        Boolean connectedAtThree = null;
        int created = 0;
        while (!observers.done()) {
            List<List<Long>> batch = new ArrayList<>();
            for (int k = 0; k < inFlight; k++) {
                var candidates = new ArrayList<LadderPairing.Candidate>();
                for (int e = 0; e < n; e++) {
                    candidates.add(new LadderPairing.Candidate(e, belief[e].mean(), belief[e].deviation(), load[e]));
                }
                List<Long> seats = LadderPairing.next(candidates, history, pairingRandom).orElseThrow();
                history.record(seats);
                int a = seats.get(0).intValue();
                int b = seats.get(1).intValue();
                load[a]++;
                load[b]++;
                meetings[a][b]++;
                meetings[b][a]++;
                batch.add(seats);
                created++;
                if (connectedAtThree == null && created >= 3 * n / 2) {
                    connectedAtThree = allConnected(history, n);
                }
            }
            for (List<Long> seats : batch) {
                int a = seats.get(0).intValue();
                int b = seats.get(1).intValue();
                MatchResult result = observers.play(a, b, strength, outcomes);
                List<GaussianRating> after = matchmaking.update(List.of(belief[a], belief[b]), result);
                belief[a] = after.get(0);
                belief[b] = after.get(1);
            }
        }
        double worst = 0;
        for (int a = 0; a < n; a++) {
            double fairShare = Math.max(1.0, load[a] / (double) (n - 1));
            for (int b = 0; b < n; b++) {
                worst = Math.max(worst, meetings[a][b] / fairShare);
            }
        }
        return new Run(observers.tau, Boolean.TRUE.equals(connectedAtThree), worst);
    }

    /** A round robin of the same field, round by round (circle method: every entry plays once a round). */
    private static Run roundRobin(double[] strength, long seed, int horizon) {
        int n = strength.length;
        var outcomes = new SplittableRandom(seed);
        Observers observers = new Observers(n, horizon);
        List<Integer> circle = new ArrayList<>();
        for (int e = 0; e < n; e++) {
            circle.add(e);
        }
        for (int round = 0; !observers.done(); round++) {
            for (int i = 0; i < n / 2; i++) {
                int a = circle.get(i);
                int b = circle.get(n - 1 - i);
                // Seats alternate by round so neither of a pair always sits first.
                if (round % 2 == 0) {
                    observers.play(a, b, strength, outcomes);
                } else {
                    observers.play(b, a, strength, outcomes);
                }
            }
            circle.add(1, circle.removeLast());
        }
        return new Run(observers.tau, true, 0);
    }

    /** Every rating method rating the same results, checked against the true order once per match per entry. */
    private static final class Observers {
        private final int n;
        private final List<Ladder<?>> ladders = new ArrayList<>();
        private final int horizon;
        final double[][] tau;
        private long sequence;

        Observers(int n, int horizon) {
            this.n = n;
            this.horizon = horizon;
            this.tau = new double[METHODS.size()][horizon + 1];
            ladders.add(new Ladder<>(new Elo()));
            ladders.add(new Ladder<>(new Glicko2()));
            ladders.add(new Ladder<>(new TrueSkill()));
        }

        MatchResult play(int a, int b, double[] strength, SplittableRandom outcomes) {
            double pFirstWins = 1 / (1 + Math.exp(strength[b] - strength[a]));
            boolean firstWins = outcomes.nextDouble() < pFirstWins;
            sequence++;
            MatchResult result = MatchResult.completed("m" + sequence, sequence, Instant.EPOCH.plusSeconds(sequence),
                    String.valueOf(a), firstWins ? 1 : 0, String.valueOf(b), firstWins ? 0 : 1);
            ladders.forEach(ladder -> ladder.apply(result));
            if ((2 * sequence) % n == 0 && !done()) {
                int perEntry = (int) (2 * sequence / n);
                for (int m = 0; m < ladders.size(); m++) {
                    tau[m][perEntry] = kendallTau(ladders.get(m), strength);
                }
            }
            return result;
        }

        /** Past the horizon (checked before a checkpoint is written, so the last one is the horizon itself). */
        boolean done() {
            return 2 * sequence > (long) horizon * n;
        }

        private double kendallTau(Ladder<?> ladder, double[] strength) {
            double[] shown = new double[n];
            for (int e = 0; e < n; e++) {
                shown[e] = ladder.rating(String.valueOf(e)).value();
            }
            long concordant = 0;
            long discordant = 0;
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    double product = (shown[i] - shown[j]) * (strength[i] - strength[j]);
                    if (product > 0) {
                        concordant++;
                    } else if (product < 0) {
                        discordant++;
                    }
                }
            }
            return (concordant - discordant) / (n * (n - 1) / 2.0);
        }
    }

    private static double[] strengths(int n, long seed) {
        var random = new Random(seed);
        double[] strength = new double[n];
        for (int e = 0; e < n; e++) {
            strength[e] = random.nextGaussian() * SPREAD;
        }
        return strength;
    }

    private static boolean allConnected(OpponentHistory history, int n) {
        for (int e = 1; e < n; e++) {
            if (!history.connected(0, e)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Matches per entry at which the median tau over the fields first reaches the target; one past the horizon
     * if it never does. The median, not the mean: in a small field one near-tie caps tau for ever.
     */
    private static int firstReaching(double[][][] tauPerField, int method, int horizon) {
        double[] atCheckpoint = new double[tauPerField.length];
        for (int k = 1; k <= horizon; k++) {
            for (int field = 0; field < tauPerField.length; field++) {
                atCheckpoint[field] = tauPerField[field][method][k];
            }
            Arrays.sort(atCheckpoint);
            if (atCheckpoint[atCheckpoint.length / 2] >= TARGET_TAU) {
                return k;
            }
        }
        return horizon + 1;
    }

    private static String shown(int matchesPerEntry, int horizon) {
        return matchesPerEntry > horizon ? ">" + horizon : String.valueOf(matchesPerEntry);
    }

    /**
     * The pairing's own random stream of one simulated ladder, a SplitMix64 mix of the trial's seed: the stream the
     * figures the README quotes were made with. (The scheduler's pairing seeds now come from its secret key; this
     * simulation needs only a stream independent of the outcomes', and the same one each run.)
     */
    private static long pairingSeed(long seed) {
        long h = splitMix(splitMix(seed) ^ splitMix(1 + 0x632BE59BD9B4E019L));
        return h & Long.MAX_VALUE;
    }

    private static long splitMix(long z) {
        z += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
