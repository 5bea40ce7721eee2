package dev.arbiter.rddl.sim;

/**
 * How large a problem may ground: a text of a few kilobytes can declare a fluent over nine parameters or a sum over
 * nine variables, which no machine could hold. Checked while grounding, before the memory is taken.
 *
 * @param maxGroundFluents most ground fluents (slots of the value array: every pvariable over its objects, state
 *                         fluents twice, non-fluents included)
 * @param maxGroundTerms   most expression terms made while grounding every cpf, the reward and the constraints
 *                         (each quantifier and aggregate unrolled over its objects)
 */
public record GroundingLimits(long maxGroundFluents, long maxGroundTerms) {

    /** No limit beyond what the value array can index: the shipped files, and what was checked before it was stored. */
    public static final GroundingLimits UNLIMITED = new GroundingLimits(Integer.MAX_VALUE, Long.MAX_VALUE);

    public GroundingLimits {
        if (maxGroundFluents < 1 || maxGroundFluents > Integer.MAX_VALUE || maxGroundTerms < 1) {
            throw new IllegalArgumentException("grounding limits must be positive (fluents at most 2^31 - 1)");
        }
    }
}
