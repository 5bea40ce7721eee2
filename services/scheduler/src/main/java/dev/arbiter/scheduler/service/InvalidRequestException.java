package dev.arbiter.scheduler.service;

/** The caller asked for something that cannot be: answered with 400 and this message. */
public class InvalidRequestException extends RuntimeException {
    public InvalidRequestException(String message) {
        super(message);
    }
}
