package dev.arbiter.scheduler.service;

/** The request clashes with the current state (a slug taken, a round not complete): answered with 409. */
public class ConflictException extends RuntimeException {
    public ConflictException(String message) {
        super(message);
    }
}
