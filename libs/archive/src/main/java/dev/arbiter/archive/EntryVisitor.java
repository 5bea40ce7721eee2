package dev.arbiter.archive;

import java.io.IOException;
import java.io.InputStream;

/** Receives the entries of an archive in order; what it leaves unread of a file's content is still counted. */
@FunctionalInterface
public interface EntryVisitor {

    /**
     * @param content the file's bytes, counted against the archive's budget as they are read (empty for a
     *                directory); valid only during this call
     */
    void visit(ArchiveEntry entry, InputStream content) throws IOException;
}
