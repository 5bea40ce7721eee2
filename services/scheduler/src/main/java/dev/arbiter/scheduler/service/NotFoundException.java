package dev.arbiter.scheduler.service;

/** No such competition, round, match or entry: answered with 404. */
public class NotFoundException extends RuntimeException {
    public NotFoundException(String message) {
        super(message);
    }
}
