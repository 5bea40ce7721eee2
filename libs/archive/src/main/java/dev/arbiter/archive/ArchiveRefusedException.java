package dev.arbiter.archive;

import java.io.IOException;

/**
 * An archive broke a rule. An {@link IOException} so that it can be thrown from inside a read of an entry's
 * content (the byte budget runs out mid-stream); the message is written for the person who made the archive.
 */
public final class ArchiveRefusedException extends IOException {

    private final ArchiveRefusal reason;

    public ArchiveRefusedException(ArchiveRefusal reason, String message) {
        super(message);
        this.reason = reason;
    }

    public ArchiveRefusedException(ArchiveRefusal reason, String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
    }

    public ArchiveRefusal reason() {
        return reason;
    }
}
