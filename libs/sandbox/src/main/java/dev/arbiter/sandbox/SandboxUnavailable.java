package dev.arbiter.sandbox;

/**
 * A program could not be started because this runner lacks what its kind of program needs (Wine's prefix or
 * image for a Windows entry): the platform's failure, not the entry's. The judge ends the match as an
 * infrastructure error, which is retried and never counted against the entry, instead of failing its seat.
 */
public class SandboxUnavailable extends SandboxException {
    public SandboxUnavailable(String message) {
        super(message);
    }
}
