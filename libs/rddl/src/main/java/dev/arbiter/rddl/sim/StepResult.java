package dev.arbiter.rddl.sim;

/**
 * What one step did. {@code violation} is null for a legal step; otherwise it says which rule the
 * actions broke (too many non-default actions, a state-action constraint or precondition, a state
 * invariant of the state the step started from), the state did not advance and the round is over, as the
 * RDDLSim server ends the round there. {@code reward} is undiscounted.
 */
public record StepResult(double reward, String violation, boolean terminated, boolean roundOver) {

    public boolean legal() {
        return violation == null;
    }
}
