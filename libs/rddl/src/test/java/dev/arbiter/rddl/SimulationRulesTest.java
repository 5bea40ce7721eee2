package dev.arbiter.rddl;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.rddl.sim.Episode;
import dev.arbiter.rddl.sim.GroundFluent;
import dev.arbiter.rddl.sim.Simulator;
import dev.arbiter.rddl.sim.StepResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Step rules: ordering of computed fluents, limits on actions, rewards, discounting, termination, observations. */
class SimulationRulesTest {

    private static final String COUNTER = """
            domain d {
              requirements = { concurrent, intermediate-nodes, partially-observed };
              types { obj : object; };
              pvariables {
                STEP : { non-fluent, real, default = 1.0 };
                count : { state-fluent, real, default = 0.0 };
                lit(obj) : { state-fluent, bool, default = false };
                doubled : { interm-fluent, real, level = 2 };
                plus-one : { interm-fluent, real, level = 1 };
                lit-count : { derived-fluent, real, default = 0.0 };
                seen : { observ-fluent, real };
                light(obj) : { action-fluent, bool, default = false };
              };
              cpfs {
                // Declared before what it reads: evaluation must follow dependencies, not text order.
                doubled = 2 * plus-one;
                plus-one = count + STEP;
                lit-count = sum_{?o : obj} lit(?o);
                count' = doubled;
                lit'(?o) = lit(?o) | light(?o);
                seen = count' + 1000 * lit-count;
              };
              reward = count + 0.5 * sum_{?o : obj} light(?o);
              state-action-constraints { ~light($c) | lit($a); };
              termination { count >= %s; };
            }
            instance i { domain = d; objects { obj : {a, b, c}; }; init-state { count = 1.0; };
              max-nondef-actions = 2; horizon = 5; discount = 0.5; }
            """;

    static Simulator counter(String terminateAt) {
        return InlineRddl.compile(COUNTER.formatted(terminateAt));
    }

    @Test
    void intermediateDerivedAndObservedFluentsAreComputedInDependencyOrder() {
        Simulator sim = counter("1000");
        Episode e = sim.newEpisode(3);
        e.step(sim.noop().set("light", List.of("a"), 1));
        // count' = 2 * (1 + 1) = 4; lit-count reads the state before the step (nothing lit): 0.
        assertThat(e.stateValues()[0]).isEqualTo(4.0);
        assertThat(e.observationValues()).containsExactly(4.0);
        e.step(sim.noop());
        assertThat(e.stateValues()[0]).isEqualTo(10.0);
        assertThat(e.observationValues()).containsExactly(1010.0);
        assertThat(sim.observationFluents()).containsExactly(new GroundFluent("seen", List.of()));
    }

    @Test
    void rewardReadsTheStateBeforeTheStepAndTheRoundRewardIsDiscounted() {
        Simulator sim = counter("1000");
        Episode e = sim.newEpisode(3);
        StepResult first = e.step(sim.noop().set("light", List.of("a"), 1).set("light", List.of("b"), 1));
        StepResult second = e.step(sim.noop());
        assertThat(first.reward()).isEqualTo(1.0 + 0.5 * 2);
        assertThat(second.reward()).isEqualTo(4.0);
        assertThat(e.discountedReward()).isEqualTo(2.0 + 0.5 * 4.0);
    }

    @Test
    void moreNonDefaultActionsThanAllowedEndTheRoundWithAViolation() {
        Simulator sim = counter("1000");
        Episode e = sim.newEpisode(3);
        StepResult r = e.step(sim.noop().set("light", List.of("a"), 1).set("light", List.of("b"), 1)
                .set("light", List.of("$c"), 1));
        assertThat(r.legal()).isFalse();
        assertThat(r.violation()).contains("max-nondef-actions = 2");
        assertThat(r.roundOver()).isTrue();
        assertThat(e.isOver()).isTrue();
        assertThat(e.turn()).isZero();
        assertThat(e.stateValues()[0]).as("the state did not advance").isEqualTo(1.0);
    }

    @Test
    void aBrokenStateActionConstraintIsAViolationAndHoldsOnceItsConditionIsMet() {
        Simulator sim = counter("1000");
        Episode e = sim.newEpisode(3);
        assertThat(e.violation(sim.noop().set("light", List.of("c"), 1))).isEqualTo("state-action constraint 1 violated");
        e.step(sim.noop().set("light", List.of("a"), 1));
        assertThat(e.violation(sim.noop().set("light", List.of("c"), 1))).isNull();
        assertThat(e.step(sim.noop().set("light", List.of("c"), 1)).legal()).isTrue();
    }

    @Test
    void theRoundEndsAtTheHorizonOrAsSoonAsTheTerminationConditionHolds() {
        Simulator sim = counter("1000");
        Episode e = sim.newEpisode(3);
        StepResult last = null;
        while (!e.isOver()) last = e.step(sim.noop());
        assertThat(e.turn()).isEqualTo(5);
        assertThat(last.terminated()).isFalse();

        Simulator early = counter("10");
        Episode f = early.newEpisode(3);
        assertThat(f.step(early.noop()).terminated()).isFalse(); // count 4
        StepResult r = f.step(early.noop()); // count 10
        assertThat(r.terminated()).isTrue();
        assertThat(r.roundOver()).isTrue();
        assertThat(f.turn()).isEqualTo(2);
    }

    @Test
    void actionValuesFromTheWireFollowTheReferenceServer() {
        Simulator sim = counter("1000");
        assertThat(sim.noop().set("light", List.of("a"), "true").get(0)).isEqualTo(1.0);
        assertThat(sim.noop().set("light", List.of("a"), "TRUE").get(0)).isEqualTo(1.0); // Boolean.valueOf ignores case
        assertThat(sim.noop().set("light", List.of("a"), "1").get(0)).isEqualTo(0.0);
        assertThat(sim.noop().set("light", List.of("a"), "yes").get(0)).isEqualTo(0.0);
        assertThat(sim.noop().set("light", List.of("$b"), "true").get(1)).isEqualTo(1.0);
    }

    @Test
    void aCpfThatCannotBeGroundedIsNamedWithItsFileAndLine() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> InlineRddl.compile("""
                domain d {
                  pvariables { x : { state-fluent, real, default = 0.0 }; };
                  cpfs {
                    x' = x + missing;
                  };
                  reward = 0;
                }
                instance i { domain = d; init-state { x = 1.0; }; max-nondef-actions = 1; horizon = 2; discount = 1.0; }
                """))
                .isInstanceOf(dev.arbiter.rddl.sim.RddlEvalException.class)
                .hasMessage("inline.rddl:4: cpf x: unknown pvariable 'missing'");
    }

    @Test
    void aStateBreakingAnInvariantIsAViolationWhenTheNextStepStarts() {
        Simulator sim = InlineRddl.compile("""
                domain d {
                  pvariables {
                    x : { state-fluent, int, default = 0 };
                    bump : { action-fluent, bool, default = false };
                  };
                  cpfs { x' = x + bump; };
                  reward = x;
                  state-invariants { x <= 1; };
                }
                instance i { domain = d; init-state { x = 0; }; max-nondef-actions = 1; horizon = 9; discount = 1.0; }
                """);
        Episode e = sim.newEpisode(1);
        assertThat(e.step(sim.noop().set("bump", List.of(), 1)).legal()).isTrue(); // x = 1
        assertThat(e.step(sim.noop().set("bump", List.of(), 1)).legal()).isTrue(); // x = 2: checked next step
        StepResult r = e.step(sim.noop());
        assertThat(r.violation()).isEqualTo("state invariant 1 does not hold");
        assertThat(e.turn()).isEqualTo(2);
        assertThat(r.roundOver()).isTrue();
        assertThat(e.isOver()).isTrue();
    }
}
