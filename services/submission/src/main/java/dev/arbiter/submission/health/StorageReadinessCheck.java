package dev.arbiter.submission.health;

import dev.arbiter.submission.config.SubmissionConfig;
import dev.arbiter.submission.service.StorageDirectory;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready only while the artefact directory is writable: a submission service that cannot store
 * entries must not receive uploads.
 */
@Readiness
@ApplicationScoped
public class StorageReadinessCheck implements HealthCheck {

    private final StorageDirectory storage;
    private final SubmissionConfig config;

    public StorageReadinessCheck(StorageDirectory storage, SubmissionConfig config) {
        this.storage = storage;
        this.config = config;
    }

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named("submission-storage")
                .status(storage.isWritable())
                .withData("storageDirectory", storage.path().toString())
                .withData("maxUploadBytes", config.maxUploadBytes())
                .build();
    }
}
