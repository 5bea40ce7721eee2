package dev.arbiter.rddl.sim;

/** A model that cannot be grounded or an expression that cannot be evaluated (not a rule-breaking action). */
public final class RddlEvalException extends RuntimeException {
    public RddlEvalException(String message) {
        super(message);
    }
}
