package dev.arbiter.scheduler.service;

/**
 * An organiser's upload is over a limit of what the scheduler will read or ground (size, nesting, ground fluents or
 * terms, check time): answered with 422 and this message, which names the file, the line and the limit.
 */
public class UploadOverLimitException extends InvalidRequestException {
    public UploadOverLimitException(String message) {
        super(message);
    }
}
