package dev.arbiter.rddl;

import static dev.arbiter.rddl.InlineRddl.valueOf;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Semantics of single expressions, read back as the next value of a real state fluent. */
class ExpressionSemanticsTest {

    @Test
    void arithmeticFollowsUsualPrecedenceAndBooleansCountAsOneAndZero() {
        assertThat(valueOf("1 + 2 * 3 - 4 / 2")).isEqualTo(5.0);
        assertThat(valueOf("-(2 + 1) * 2")).isEqualTo(-6.0);
        assertThat(valueOf("7 % 4")).isEqualTo(3.0);
        assertThat(valueOf("on(a) + on(b) + on(c)")).isEqualTo(2.0);
        assertThat(valueOf("true * 3")).isEqualTo(3.0);
    }

    @Test
    void connectivesAndComparisonsBindAsInTheReferenceGrammar() {
        assertThat(valueOf("on(a) ^ on(b) | on(c)")).isEqualTo(1.0);
        assertThat(valueOf("on(a) ^ (on(b) | on(c))")).isEqualTo(1.0);
        assertThat(valueOf("on(b) ^ on(a) | on(b)")).isEqualTo(0.0);
        assertThat(valueOf("~on(a) ^ on(c)")).isEqualTo(0.0);
        assertThat(valueOf("1 + 1 == 2 ^ 3 > 2")).isEqualTo(1.0);
        assertThat(valueOf("on(b) => on(a)")).isEqualTo(1.0);
        assertThat(valueOf("on(a) => on(b)")).isEqualTo(0.0);
        assertThat(valueOf("on(b) <=> on(b)")).isEqualTo(1.0);
        assertThat(valueOf("2 ~= 2")).isEqualTo(0.0);
    }

    @Test
    void aQuantifierBodyReachesAsFarRightAsItCan() {
        // Read as ~exists(on(?o) ^ ~on(?o)): true. Were the body only on(?o), this would be false ^ ... = false.
        assertThat(valueOf("~exists_{?o : obj} on(?o) ^ ~on(?o)")).isEqualTo(1.0);
        assertThat(valueOf("sum_{?o : obj} W(?o) + 1")).isEqualTo(2.5); // sum of (W + 1) = 1.5+1 + 2+1 + -4+1
    }

    @Test
    void quantifiersAndAggregatesRangeOverTheInstanceObjects() {
        assertThat(valueOf("forall_{?o : obj} on(?o)")).isEqualTo(0.0);
        assertThat(valueOf("exists_{?o : obj} on(?o)")).isEqualTo(1.0);
        assertThat(valueOf("sum_{?o : obj} W(?o)")).isEqualTo(-0.5);
        assertThat(valueOf("prod_{?o : obj} W(?o)")).isEqualTo(-12.0);
        assertThat(valueOf("max_{?o : obj} W(?o)")).isEqualTo(2.0);
        assertThat(valueOf("min_{?o : obj} W(?o)")).isEqualTo(-4.0);
        assertThat(valueOf("sum_{?x : obj, ?y : obj} LINK(?x, ?y)")).isEqualTo(2.0);
        assertThat(valueOf("sum_{?x : obj} [on(?x) ^ exists_{?y : obj} LINK(?y, ?x)]")).isEqualTo(1.0);
        assertThat(valueOf("sum_{?l : level} 1")).isEqualTo(3.0);
    }

    @Test
    void conditionalsChainAndTakeTheFirstTrueBranch() {
        assertThat(valueOf("if (on(b)) then 1 else if (on(c)) then 2 else 3")).isEqualTo(2.0);
        assertThat(valueOf("if (on(a)) then 1 else 2 + 10")).isEqualTo(1.0);
        assertThat(valueOf("if (on(b)) then 1 else 2 + 10")).isEqualTo(12.0);
    }

    @Test
    void enumValuesCompareAndSwitchByName() {
        assertThat(valueOf("lvl == @mid")).isEqualTo(1.0);
        assertThat(valueOf("lvl == @high")).isEqualTo(0.0);
        assertThat(valueOf("lvl ~= @low")).isEqualTo(1.0);
        assertThat(valueOf("switch (lvl) { case @low : 10, case @mid : 20, default : 30 }")).isEqualTo(20.0);
        assertThat(valueOf("switch (lvl) { case @low : 10, default : 30 }")).isEqualTo(30.0);
    }

    @Test
    void functionsUseSquareBrackets() {
        assertThat(valueOf("floor[2.7] + ceil[0.2]")).isEqualTo(3.0);
        assertThat(valueOf("max[W(a), W(b)] + min[1, -1]")).isEqualTo(1.0);
        assertThat(valueOf("abs[W(c)]")).isEqualTo(4.0);
        assertThat(valueOf("exp[0] + pow[2, 3]")).isEqualTo(9.0);
    }

    @Test
    void deltasReturnTheirArgumentAndCertainBernoullisAreConstant() {
        assertThat(valueOf("KronDelta(on(a))")).isEqualTo(1.0);
        assertThat(valueOf("DiracDelta(W(a) * 2)")).isEqualTo(3.0);
        assertThat(valueOf("Bernoulli(1.0) + Bernoulli(0)")).isEqualTo(1.0);
    }
}
