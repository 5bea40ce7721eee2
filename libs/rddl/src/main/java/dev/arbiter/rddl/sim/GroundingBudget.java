package dev.arbiter.rddl.sim;

import dev.arbiter.rddl.model.PVariable;

/** Counts what grounding makes against {@link GroundingLimits}, and stops when the thread is interrupted. */
final class GroundingBudget {
    private static final int INTERRUPT_CHECK_EVERY = 4096;

    private final GroundingLimits limits;
    private final String file;
    private long fluents;
    private long terms;

    GroundingBudget(GroundingLimits limits, String file) {
        this.limits = limits;
        this.file = file;
    }

    /** Takes the slots {@code variable} grounds to ({@code count}, times two for a state fluent's next value). */
    void fluents(PVariable variable, long count) {
        fluents = saturatedAdd(fluents, count);
        if (fluents > limits.maxGroundFluents()) {
            throw new GroundingLimitException(file + ":" + variable.line() + ": pvariable " + variable.name()
                    + variable.parameterTypes() + " brings the problem to " + (fluents == Long.MAX_VALUE ? "more than 2^63"
                    : Long.toString(fluents)) + " ground fluents, over the limit of " + limits.maxGroundFluents());
        }
    }

    /** Takes one expression term. */
    void term() {
        if (++terms > limits.maxGroundTerms()) {
            throw new GroundingLimitException("grounds to more than " + limits.maxGroundTerms()
                    + " expression terms, the limit (quantifiers and aggregates are unrolled over their objects)");
        }
        if (terms % INTERRUPT_CHECK_EVERY == 0 && Thread.currentThread().isInterrupted()) {
            throw new GroundingLimitException("grounding stopped after " + terms + " terms: it took too long");
        }
    }

    /** {@code a * b} for counts, at most {@link Long#MAX_VALUE}. */
    static long saturatedMultiply(long a, long b) {
        long high = Math.multiplyHigh(a, b);
        return high != 0 || a * b < 0 ? Long.MAX_VALUE : a * b;
    }

    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }
}
