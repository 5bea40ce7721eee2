package dev.arbiter.archive;

import java.io.IOException;
import java.io.InputStream;

/**
 * Carries a visitor's own failure (a full disk while unpacking, a caller's own refusal) past the passes' "cannot be read"
 * handling, so that it is reported as what it is and not blamed on the archive.
 */
final class VisitorFailure extends RuntimeException {

    private VisitorFailure(Exception cause) {
        super(cause);
    }

    static void visit(EntryVisitor visitor, ArchiveEntry entry, InputStream content) throws ArchiveRefusedException {
        try {
            visitor.visit(entry, content);
        } catch (ArchiveRefusedException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            throw new VisitorFailure(e);
        }
    }

    /** The visitor's own exception: thrown when unchecked, returned for the caller to throw when an I/O error. */
    IOException unwrap() {
        if (getCause() instanceof RuntimeException unchecked) {
            throw unchecked;
        }
        return (IOException) getCause();
    }
}
