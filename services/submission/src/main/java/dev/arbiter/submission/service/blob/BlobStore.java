package dev.arbiter.submission.service.blob;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Content-addressed storage for artefacts: a blob's name is the SHA-256 of its bytes, so storing the same
 * bytes twice stores them once, and a name always means the same content. The filesystem implementation
 * is the default; an S3-compatible one can be added for clusters behind this interface.
 */
public interface BlobStore {

    /**
     * Stores the file's bytes durably (they survive a crash once this returns).
     *
     * @return the blob's address and size, and whether these bytes were new to the store
     */
    StoredBlob put(Path file) throws IOException;

    /** The blob's bytes, or empty when the store has no such blob. */
    Optional<InputStream> open(String sha256) throws IOException;

    boolean contains(String sha256);

    /** Whether the store can currently accept new blobs (for the readiness check). */
    boolean isWritable();

    /** Where the blobs are, for people: a directory, a bucket URL. */
    String location();

    record StoredBlob(String sha256, long sizeBytes, boolean isNew) {
    }
}
