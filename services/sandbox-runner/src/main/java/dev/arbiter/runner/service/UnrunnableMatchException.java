package dev.arbiter.runner.service;

/**
 * A match request this runner cannot play (unknown game, missing artefact, bad archive). Reported as an
 * {@code infrastructure-error} result with this message as the reason; the runner carries on.
 */
public class UnrunnableMatchException extends Exception {

    public UnrunnableMatchException(String message) {
        super(message);
    }

    public UnrunnableMatchException(String message, Throwable cause) {
        super(message, cause);
    }
}
