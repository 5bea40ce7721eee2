package dev.arbiter.blobstore;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Content-addressed storage for entry artefacts, game programs and match transcripts. A blob is
 * written once and named by the SHA-256 of its bytes, so writing the same bytes twice stores them once,
 * and anyone holding a digest can check that what they read is what was meant.
 *
 * <p>Implementations: {@link FileSystemBlobStore} (one directory; on one machine all services share it) and
 * {@link S3BlobStore} (an S3-compatible bucket, for clusters). Both keep text compressed at rest (zstd) and hand
 * readers the uncompressed bytes; the digest is always that of the uncompressed bytes.
 */
public interface BlobStore {

    /**
     * Stores everything {@code content} yields, durably: once this returns the bytes survive a crash. The
     * blob is visible to {@link #open} only once it is complete: readers never see a partial blob.
     *
     * @return the blob's digest and size, and whether these bytes were new to the store
     */
    Stored store(InputStream content) throws IOException;

    /** Stores a file's bytes; same contract as {@link #store(InputStream)}. */
    default Stored store(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return store(in);
        }
    }

    /** Stores {@code content} and returns its digest; same contract as {@link #store(InputStream)}. */
    default Digest put(InputStream content) throws IOException {
        return store(content).digest();
    }

    /** Stores a file's bytes and returns their digest; same contract as {@link #store(InputStream)}. */
    default Digest put(Path file) throws IOException {
        return store(file).digest();
    }

    /**
     * Opens a stored blob for reading. The bytes are hashed as they are read: reading to the end of a blob whose
     * bytes no longer match its digest throws {@link BlobCorruptedException} instead of the end of stream.
     *
     * @throws BlobNotFoundException when no blob has that digest
     */
    InputStream open(Digest digest) throws IOException;

    boolean exists(Digest digest) throws IOException;

    /**
     * @return the blob's length in bytes, uncompressed
     * @throws BlobNotFoundException when no blob has that digest
     */
    long size(Digest digest) throws IOException;

    /** Whether the store can take new blobs now (for readiness checks). */
    boolean isWritable();

    /** Bytes free on the disk the blobs are on, for this process's account; empty for a store with no local disk. */
    /**
     * How many bytes a blob takes in the store as kept (compressed or not), where the store can say without reading
     * it: the storage report counts these. 0 for a blob not there (it takes no room); empty where the store cannot
     * say.
     */
    default java.util.OptionalLong storedBytes(Digest digest) throws IOException {
        return java.util.OptionalLong.empty();
    }

    default java.util.OptionalLong usableSpace() throws IOException {
        return java.util.OptionalLong.empty();
    }

    /** Where the blobs are, for operators (a directory, a bucket); never shown on a public answer. */
    String location();

    /**
     * Copies a blob to {@code target} (replacing it), e.g. an entry's program into a match's work directory. A blob
     * whose bytes no longer match its digest throws {@link BlobCorruptedException} and leaves no {@code target}.
     */
    default void copyTo(Digest digest, Path target) throws IOException {
        try (InputStream in = open(digest)) {
            Files.copy(in, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (BlobCorruptedException e) {
            // The mismatch shows only at the blob's end, once its bytes are written: none may stay where a match
            // or a kit would use them.
            Files.deleteIfExists(target);
            throw e;
        }
    }

    /**
     * Compresses in place the blobs this store holds as they came, from before blobs were kept compressed, and
     * reports what it did. Every blob stays readable under its digest throughout, and a run stopped at any point
     * (even kill -9) is finished by the next; safe beside readers and writers in other processes. A store that has
     * nothing to migrate does nothing.
     */
    default Compaction compressRawBlobs() throws IOException {
        return new Compaction(0, 0, 0, 0);
    }

    /**
     * Deletes the blobs nothing refers to: every blob last stored (or stored again, which refreshes it) before
     * {@code start - grace} for which {@code live} is false. The caller gathers {@code live} after {@code start}; a
     * writer that stores a blob and then records a reference to it within {@code grace} never loses it, even when
     * it stores bytes the store held already while a sweep runs. A sweep stopped at any point (even kill -9) has
     * deleted only garbage, and the next one finishes the work.
     *
     * @throws UnsupportedOperationException when this store cannot sweep (an S3 bucket: use its lifecycle rules)
     */
    default Sweep sweep(java.time.Instant start, java.time.Duration grace, java.util.function.Predicate<Digest> live)
            throws IOException {
        throw new UnsupportedOperationException("blobs in " + location() + " are not swept by Arbiter");
    }

    /**
     * What {@link #sweep} did.
     *
     * @param examined blobs looked at
     * @param deleted  of them, those deleted
     * @param bytesFreed what the deleted ones took on disk
     */
    record Sweep(long examined, long deleted, long bytesFreed) {
    }

    /**
     * What {@link #compressRawBlobs()} did.
     *
     * @param examined    raw blobs looked at
     * @param compressed  of them, those now kept compressed
     * @param bytesBefore what those took before
     * @param bytesAfter  what they take now
     */
    record Compaction(long examined, long compressed, long bytesBefore, long bytesAfter) {
    }

    /**
     * What a store call did.
     *
     * @param isNew whether the store did not hold these bytes before (a metric of stored bytes counts only these)
     */
    record Stored(Digest digest, long sizeBytes, boolean isNew) {
    }
}
