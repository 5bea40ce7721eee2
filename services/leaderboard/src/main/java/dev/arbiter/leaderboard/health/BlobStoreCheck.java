package dev.arbiter.leaderboard.health;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.FileSystemBlobStore;
import dev.arbiter.leaderboard.config.LeaderboardConfig;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

import java.nio.file.Files;

/** Transcripts are read from the shared blob store: down when its directory is not readable. */
@Readiness
@ApplicationScoped
public class BlobStoreCheck implements HealthCheck {

    private final LeaderboardConfig config;
    private final BlobStore blobs;

    public BlobStoreCheck(LeaderboardConfig config, BlobStore blobs) {
        this.config = config;
        this.blobs = blobs;
    }

    @Override
    public HealthCheckResponse call() {
        boolean readable = !(blobs instanceof FileSystemBlobStore fs) || Files.isReadable(fs.root());
        return HealthCheckResponse.named("leaderboard-blob-store").status(readable)
                .withData("location", config.blobStore()).build();
    }
}
