package dev.arbiter.blobstore;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Opens the store a service is configured with. A location is a directory path (or {@code file:} URI),
 * or {@code s3://bucket/prefix} for the S3-compatible store clusters use ({@link S3Location} says where the
 * endpoint and credentials come from).
 */
public final class BlobStores {

    private BlobStores() {
    }

    public static BlobStore open(String location) throws IOException {
        if (location == null || location.isBlank()) {
            throw new IllegalArgumentException("no blob store location configured");
        }
        if (location.startsWith("s3://")) {
            return S3BlobStore.open(S3Location.parse(location, System::getenv));
        }
        if (location.startsWith("file:")) {
            return new FileSystemBlobStore(Path.of(java.net.URI.create(location)));
        }
        return new FileSystemBlobStore(Path.of(location));
    }
}
