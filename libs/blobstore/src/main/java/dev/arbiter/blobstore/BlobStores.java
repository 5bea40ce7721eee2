package dev.arbiter.blobstore;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Opens the store a service is configured with. A location is a directory path (or {@code file:} URI);
 * {@code s3://bucket/prefix} is reserved for the S3-compatible store clusters will use, and is refused
 * with a clear message until it exists, rather than silently writing somewhere else.
 */
public final class BlobStores {

    private BlobStores() {
    }

    public static BlobStore open(String location) throws IOException {
        if (location == null || location.isBlank()) {
            throw new IllegalArgumentException("no blob store location configured");
        }
        if (location.startsWith("s3://")) {
            throw new IllegalArgumentException("S3-compatible blob stores are not implemented yet: " + location
                    + " (use a directory shared by all services on one machine)");
        }
        if (location.startsWith("file:")) {
            return new FileSystemBlobStore(Path.of(java.net.URI.create(location)));
        }
        return new FileSystemBlobStore(Path.of(location));
    }
}
