package dev.arbiter.submission.service;

/** A registration that cannot be accepted; {@link #field()} names the form field at fault. */
public class AccountRefusedException extends RuntimeException {

    private final String field;
    private final boolean conflict;

    public AccountRefusedException(String field, String message) {
        this(field, message, false);
    }

    /** @param conflict the request was well-formed but clashes with an existing account */
    public AccountRefusedException(String field, String message, boolean conflict) {
        super(message);
        this.field = field;
        this.conflict = conflict;
    }

    public boolean isConflict() {
        return conflict;
    }

    public String field() {
        return field;
    }
}
