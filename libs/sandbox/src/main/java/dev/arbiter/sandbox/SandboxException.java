package dev.arbiter.sandbox;

/** A program could not be started; the message is meant for the person who submitted it. */
public class SandboxException extends Exception {
    public SandboxException(String message) {
        super(message);
    }

    public SandboxException(String message, Throwable cause) {
        super(message, cause);
    }
}
