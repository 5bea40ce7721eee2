package dev.arbiter.messaging;

/** A record that no retry can ever process (unparseable bytes, a message of the wrong type). */
public class PoisonRecordException extends RuntimeException {

    public PoisonRecordException(String message, Throwable cause) {
        super(message, cause);
    }
}
