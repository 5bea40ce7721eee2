package dev.arbiter.submission.service.validation;

/** An upload that is not accepted, with a message the contestant can act on. Nothing of it was stored. */
public class UploadRefusedException extends RuntimeException {

    private final UploadRefusal reason;

    public UploadRefusedException(UploadRefusal reason, String message) {
        super(message);
        this.reason = reason;
    }

    public UploadRefusal reason() {
        return reason;
    }
}
