package dev.arbiter.submission.health;

import dev.arbiter.submission.config.SubmissionConfig;
import dev.arbiter.blobstore.BlobStore;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready only while the blob store can take artefacts: a submission service that cannot store entries must
 * not receive uploads. (PostgreSQL and Kafka have their own checks, from the datasource and Kafka extensions.)
 */
@Readiness
@ApplicationScoped
public class StorageReadinessCheck implements HealthCheck {

    private final BlobStore blobs;
    private final SubmissionConfig config;

    public StorageReadinessCheck(BlobStore blobs, SubmissionConfig config) {
        this.blobs = blobs;
        this.config = config;
    }

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named("submission-storage")
                .status(blobs.isWritable())
                .withData("blobStore", blobs.location())
                .withData("maxUploadBytes", config.maxUploadBytes())
                .build();
    }
}
