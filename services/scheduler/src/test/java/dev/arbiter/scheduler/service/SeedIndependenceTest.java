package dev.arbiter.scheduler.service;

import dev.arbiter.judge.seed.SeedPrf;
import dev.arbiter.scheduler.persistence.Competition;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.function.IntFunction;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The seeds of the two seats of a match, and of consecutive matches, look like independent draws: every bit
 * position agrees in half the pairs, the values do not correlate, and their differences are all distinct (a fixed
 * offset, as the old {@code matchSeed * φ + seatId.hashCode()} gave, is caught at once). Bounds are six standard
 * deviations over {@value #PAIRS} pairs; the keys are fixed, so the test cannot flake.
 */
class SeedIndependenceTest {

    private static final int PAIRS = 20_000;
    private static final int BITS = 63;
    private static final MatchSeeds SEEDS = new MatchSeeds(new SeedPrf("independence-test-key-0123456789".getBytes(StandardCharsets.UTF_8)));

    @Test
    void theTwoSeatsOfOneMatchHaveIndependentSeeds() {
        assertThat(violations(i -> SEEDS.seatSeeds(7_000L + i, 2).toArray(Long[]::new))).isEmpty();
    }

    @Test
    void theSameSeatOfConsecutiveMatchesHasIndependentSeeds() {
        assertThat(violations(i -> new Long[]{SEEDS.seatSeeds(7_000L + i, 2).get(1), SEEDS.seatSeeds(7_001L + i, 2).get(1)})).isEmpty();
    }

    @Test
    void consecutiveLadderMatchesHaveIndependentGameSeedsAndPairingDraws() {
        var c = new Competition();
        c.slug = "independence";
        c.seed = 7;
        assertThat(violations(i -> new Long[]{SEEDS.ladder(c).seed(i), SEEDS.ladder(c).seed(i + 1)})).isEmpty();
        assertThat(violations(i -> new Long[]{SEEDS.ladder(c).seed(i), SEEDS.pairing(c).seed(i)})).isEmpty();
        assertThat(violations(i -> new Long[]{SEEDS.validation(c, i), SEEDS.validation(c, i + 1)})).isEmpty();
    }

    @Test
    void theJudgesOwnSeatSeedsOfConsecutiveMatchSeedsAreIndependent() {
        SeedPrf judge = SeedPrf.withRandomKey();
        assertThat(violations(i -> judge.seatSeeds(1000L + i, 2).toArray(Long[]::new))).isEmpty();
        assertThat(violations(i -> new Long[]{judge.seatSeeds(1000L + i, 2).getFirst(), judge.seatSeeds(1001L + i, 2).getFirst()})).isEmpty();
    }

    @Test
    void theOldDerivationFailsTheseBounds() {
        long golden = 0x9E3779B97F4A7C15L;
        IntFunction<Long[]> seats = i -> new Long[]{(1000L + i) * golden + "p1".hashCode(), (1000L + i) * golden + "p2".hashCode()};
        IntFunction<Long[]> consecutive = i -> new Long[]{(1000L + i) * golden + "p1".hashCode(), (1001L + i) * golden + "p1".hashCode()};

        assertThat(violations(seats)).isNotEmpty();
        assertThat(violations(consecutive)).isNotEmpty();
    }

    /** What is wrong with {@value #PAIRS} pairs of seeds as independent uniform 63-bit draws: nothing, when they are. */
    private static List<String> violations(IntFunction<Long[]> pair) {
        long[] a = new long[PAIRS];
        long[] b = new long[PAIRS];
        for (int i = 0; i < PAIRS; i++) {
            Long[] p = pair.apply(i);
            a[i] = p[0] & Long.MAX_VALUE;
            b[i] = p[1] & Long.MAX_VALUE;
        }
        var problems = new ArrayList<String>();
        // Agreement of one bit position: Binomial(PAIRS, 1/2), sd = sqrt(PAIRS) / 2.
        double bitBound = 6 * Math.sqrt(PAIRS) / 2;
        for (int bit = 0; bit < BITS; bit++) {
            int agree = 0;
            for (int i = 0; i < PAIRS; i++) {
                agree += ((a[i] ^ b[i]) >>> bit & 1) == 0 ? 1 : 0;
            }
            if (Math.abs(agree - PAIRS / 2.0) > bitBound) {
                problems.add("bit " + bit + " agrees in " + agree + " of " + PAIRS);
            }
        }
        // Pearson correlation of independent uniforms: sd ≈ 1 / sqrt(PAIRS).
        double r = correlation(a, b);
        if (Math.abs(r) > 6 / Math.sqrt(PAIRS)) {
            problems.add("correlation " + r);
        }
        // Differences of independent 63-bit draws collide with probability ~ PAIRS² / 2⁶⁴: never, here.
        var differences = new HashSet<Long>();
        for (int i = 0; i < PAIRS; i++) {
            differences.add(b[i] - a[i]);
        }
        if (differences.size() < PAIRS) {
            problems.add("only " + differences.size() + " distinct differences");
        }
        return problems;
    }

    private static double correlation(long[] a, long[] b) {
        double ma = 0;
        double mb = 0;
        for (int i = 0; i < PAIRS; i++) {
            ma += unit(a[i]) / PAIRS;
            mb += unit(b[i]) / PAIRS;
        }
        double cov = 0;
        double va = 0;
        double vb = 0;
        for (int i = 0; i < PAIRS; i++) {
            double da = unit(a[i]) - ma;
            double db = unit(b[i]) - mb;
            cov += da * db;
            va += da * da;
            vb += db * db;
        }
        return cov / Math.sqrt(va * vb);
    }

    private static double unit(long seed) {
        return (double) seed / Long.MAX_VALUE;
    }
}
