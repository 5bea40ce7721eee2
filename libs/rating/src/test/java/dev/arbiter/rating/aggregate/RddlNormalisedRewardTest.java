package dev.arbiter.rating.aggregate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class RddlNormalisedRewardTest {

    private static RddlRun run(String domain, String instance, String client, Double... rounds) {
        return new RddlRun(domain, instance, client, List.of(rounds));
    }

    private static final List<RddlRun> BASELINES = List.of(
            run("d1", "i1", "noop", 0.0, 0.0, 0.0), run("d1", "i1", "random", 1.0, 2.0, 3.0),
            run("d1", "i2", "noop", -10.0, -10.0, -10.0), run("d1", "i2", "random", -20.0, -20.0, -20.0),
            run("d2", "i3", "noop", 5.0, 5.0, 5.0), run("d2", "i3", "random", 5.0, 5.0, 5.0));

    @Test
    void normalisesTheLastRoundsBetweenTheBestBaselineAndTheBestAverage() {
        List<RddlStanding> rows = new RddlNormalisedReward(3).rank(List.of(
                run("d1", "i1", "a", 9.0, 5.0, 6.0, 7.0),   // last 3: avg 6 = max → 1
                run("d1", "i1", "b", 4.0),                  // padded with min 2: avg 8/3 → (8/3 − 2)/4 = 1/6
                run("d1", "i1", "c", 1.0, 1.0, 1.0),        // below the baselines → 0
                run("d1", "i2", "b", -4.0, -4.0, -4.0),     // max → 1; a has no run: all padding → 0
                run("d1", "i2", "c", -7.0, -7.0, -7.0),     // (−7 + 10)/6 = 0.5
                run("d2", "i3", "a", 5.0, 5.0, 5.0),        // nobody beat the baselines: 0 for all
                run("d2", "i3", "b", 3.0, 3.0, 3.0)), BASELINES);

        assertThat(rows).extracting(RddlStanding::entryId).containsExactly("b", "a", "c");
        RddlStanding b = rows.get(0);
        assertThat(b.instanceScores().get("i1")).isCloseTo(1.0 / 6.0, within(1e-15));
        assertThat(b.instanceScores()).containsEntry("i2", 1.0).containsEntry("i3", 0.0);
        assertThat(b.score()).isCloseTo((1.0 / 6.0 + 1.0) / 3.0, within(1e-15));
        assertThat(b.domainScores().get("d1")).isCloseTo((1.0 / 6.0 + 1.0) / 2.0, within(1e-15));
        assertThat(rows.get(1).instanceScores()).containsEntry("i1", 1.0).containsEntry("i2", 0.0);
        assertThat(rows.get(1).score()).isCloseTo(1.0 / 3.0, within(1e-15));
        assertThat(rows.get(2).instanceScores()).containsEntry("i1", 0.0).containsEntry("i2", 0.5).containsEntry("i3", 0.0);
    }

    @Test
    void theIppcDefaultCountsTheLastThirtyRounds() {
        List<Double> rounds = new ArrayList<>(Collections.nCopies(30, 10.0));
        rounds.addAll(0, Collections.nCopies(10, 0.0));   // ten early bad rounds fall out of the window
        List<RddlStanding> rows = new RddlNormalisedReward().rank(List.of(
                new RddlRun("d", "i", "a", rounds), run("d", "i", "b", 5.0)), List.of(run("d", "i", "noop", 0.0)));

        assertThat(rows.get(0).entryId()).isEqualTo("a");
        assertThat(rows.get(0).score()).isEqualTo(1.0);
        // b: one round of 5 and 29 of padding at 0 → 5/30 of a's 10
        assertThat(rows.get(1).score()).isCloseTo(5.0 / 30.0 / 10.0, within(1e-15));
    }

    @Test
    void anInstanceWithoutBaselinesCannotBeScored() {
        assertThatThrownBy(() -> new RddlNormalisedReward().rank(List.of(run("d", "unknown", "a", 1.0)), BASELINES))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown");
    }
}
