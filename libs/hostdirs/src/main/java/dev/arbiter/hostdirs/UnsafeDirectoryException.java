package dev.arbiter.hostdirs;

import java.io.IOException;

/** A directory other local users could have read, prepared or redirected; the message says what to do. */
public final class UnsafeDirectoryException extends IOException {

    public UnsafeDirectoryException(String message) {
        super(message);
    }
}
