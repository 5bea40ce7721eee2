package dev.arbiter.scheduler.service;

/** Every place in the upload check's queue is taken: answered with 503 and Retry-After, to try again shortly. */
public class UploadChecksBusyException extends RuntimeException {
    public UploadChecksBusyException(String message) {
        super(message);
    }
}
