package dev.arbiter.rddl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.arbiter.rddl.sim.Episode;
import dev.arbiter.rddl.sim.Simulator;
import org.junit.jupiter.api.Test;

/**
 * Sample moments of each distribution over many steps of fixed seeds: deterministic (never flaky),
 * with bounds of several standard errors so a wrong parameterisation fails.
 */
class DistributionTest {
    private static final int DRAWS = 20_000;

    /** {@code DRAWS} draws of {@code distribution}, one per step of a real state fluent's cpf. */
    static double[] draws(String distribution) {
        Simulator sim = InlineRddl.compile("""
                domain d {
                  types { colour : { @red, @green, @blue }; };
                  pvariables {
                    x : { state-fluent, real, default = 0.0 };
                    c : { state-fluent, colour, default = @red };
                    a : { action-fluent, bool, default = false };
                  };
                  cpfs { x' = %s; c' = Discrete(colour, @red : 0.5, @green : 0.3, @blue : 0.2); };
                  reward = x;
                }
                instance i { domain = d; init-state { x = 0.0; }; max-nondef-actions = 1; horizon = %d; discount = 1.0; }
                """.formatted(distribution, DRAWS));
        Episode e = sim.newEpisode(42);
        e.step(sim.noop()); // the reward reads the current state: the first step still sees the initial value
        double[] out = new double[DRAWS - 1];
        for (int i = 0; i < out.length; i++) out[i] = e.step(sim.noop()).reward();
        return out;
    }

    static double mean(double[] xs) {
        double s = 0;
        for (double x : xs) s += x;
        return s / xs.length;
    }

    static double variance(double[] xs) {
        double m = mean(xs);
        double s = 0;
        for (double x : xs) s += (x - m) * (x - m);
        return s / (xs.length - 1);
    }

    @Test
    void bernoulliIsOneWithItsProbability() {
        double[] xs = draws("Bernoulli(0.3)");
        assertThat(xs).containsOnly(0.0, 1.0);
        assertThat(mean(xs)).isCloseTo(0.3, within(0.015));
    }

    @Test
    void normalTakesAMeanAndAVariance() {
        double[] xs = draws("Normal(2.0, 9.0)");
        assertThat(mean(xs)).isCloseTo(2.0, within(0.1));
        assertThat(variance(xs)).isCloseTo(9.0, within(0.4));
    }

    @Test
    void uniformStaysWithinItsBoundsWithTheMiddleAsMean() {
        double[] xs = draws("Uniform(-1.0, 3.0)");
        assertThat(java.util.Arrays.stream(xs).min().orElseThrow()).isGreaterThanOrEqualTo(-1.0);
        assertThat(java.util.Arrays.stream(xs).max().orElseThrow()).isLessThanOrEqualTo(3.0);
        assertThat(mean(xs)).isCloseTo(1.0, within(0.05));
    }

    @Test
    void exponentialHasMeanOneOverItsRate() {
        assertThat(mean(draws("Exponential(4.0)"))).isCloseTo(0.25, within(0.01));
    }

    @Test
    void poissonHasItsRateAsMeanAndVariance() {
        double[] xs = draws("Poisson(3.0)");
        assertThat(mean(xs)).isCloseTo(3.0, within(0.06));
        assertThat(variance(xs)).isCloseTo(3.0, within(0.2));
    }

    @Test
    void geometricCountsTrialsUpToTheFirstSuccess() {
        double[] xs = draws("Geometric(0.25)");
        assertThat(java.util.Arrays.stream(xs).min().orElseThrow()).isEqualTo(1.0);
        assertThat(mean(xs)).isCloseTo(4.0, within(0.12));
    }

    @Test
    void discreteChoosesEachOutcomeWithItsProbability() {
        double[] xs = draws("c == @green");
        // x' reads the colour drawn by the previous step (unprimed c), so every step is one Discrete draw.
        assertThat(mean(xs)).isCloseTo(0.3, within(0.015));
        assertThat(mean(draws("c == @blue"))).isCloseTo(0.2, within(0.015));
    }

    @Test
    void anImpossibleBernoulliProbabilityIsAnEvaluationError() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> draws("Bernoulli(1.5)"))
                .isInstanceOf(dev.arbiter.rddl.sim.RddlEvalException.class)
                .hasMessageContaining("1.5");
    }
}
