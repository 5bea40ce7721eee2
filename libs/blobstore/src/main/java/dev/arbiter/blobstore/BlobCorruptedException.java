package dev.arbiter.blobstore;

import java.io.IOException;

/**
 * A stored blob's bytes no longer hash to its name: the disk, the bucket or someone with write access changed
 * them. The reader is refused rather than handed bytes that are not the entry, game or transcript it asked for.
 */
public final class BlobCorruptedException extends IOException {

    private final transient Digest digest;

    public BlobCorruptedException(Digest digest, Digest actual, long bytesRead) {
        super("blob " + digest + " is corrupt: its " + bytesRead + " bytes hash to " + actual
                + "; refusing it (restore it from a backup or upload it again)");
        this.digest = digest;
    }

    /** A compressed blob whose zstd frame no longer decodes. */
    public BlobCorruptedException(Digest digest, String problem) {
        super("blob " + digest + " is corrupt: its compressed bytes do not decode (" + problem
                + "); refusing it (restore it from a backup or upload it again)");
        this.digest = digest;
    }

    public Digest digest() {
        return digest;
    }
}
