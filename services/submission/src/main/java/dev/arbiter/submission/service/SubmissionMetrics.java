package dev.arbiter.submission.service;

import dev.arbiter.submission.service.validation.UploadRefusal;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;

import java.time.Duration;

/**
 * The service's own metrics (Prometheus names in brackets):
 * uploads accepted [arbiter_uploads_accepted_total{kind}], uploads refused by reason
 * [arbiter_uploads_refused_total{reason}], new artefact bytes stored [arbiter_blob_stored_bytes_total],
 * and the time from upload to validation result [arbiter_validation_latency_seconds], fed once validation
 * results arrive from the scheduler (issue 4).
 */
// Built at start, not on the first upload: the dashboard's series must exist (at zero) before anything happens.
@io.quarkus.runtime.Startup
@ApplicationScoped
public class SubmissionMetrics {

    private final MeterRegistry registry;
    private final Counter storedBytes;
    private final Timer validationLatency;

    public SubmissionMetrics(MeterRegistry registry) {
        this.registry = registry;
        this.storedBytes = Counter.builder("arbiter.blob.stored.bytes")
                .description("Bytes of new artefacts written to the blob store (duplicates are stored once)")
                .baseUnit("bytes")
                .register(registry);
        this.validationLatency = Timer.builder("arbiter.validation.latency")
                .description("Time from an upload being received to its validation result")
                .register(registry);
        for (UploadRefusal reason : UploadRefusal.values()) {
            refusedCounter(reason); // every reason visible at 0, so dashboards and alerts see the series
        }
    }

    public void accepted(String kind) {
        Counter.builder("arbiter.uploads.accepted")
                .description("Uploads stored as a new entry version")
                .tag("kind", kind)
                .register(registry)
                .increment();
    }

    public void refused(UploadRefusal reason) {
        refusedCounter(reason).increment();
    }

    public void stored(long newBytes) {
        storedBytes.increment(newBytes);
    }

    public void validationFinished(Duration sinceReceived) {
        validationLatency.record(sinceReceived);
    }

    private Counter refusedCounter(UploadRefusal reason) {
        return Counter.builder("arbiter.uploads.refused")
                .description("Uploads refused, by reason")
                .tag("reason", reason.code())
                .register(registry);
    }
}
