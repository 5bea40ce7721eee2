package dev.arbiter.submission.rest;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What the submission service is and how it is configured. */
@Schema(description = "Identity and effective configuration of the submission service")
public record SubmissionInfo(
        @Schema(description = "Application name", examples = "arbiter-submission") String service,
        @Schema(description = "Build version", examples = "0.1.0-SNAPSHOT") String version,
        @Schema(description = "Largest accepted upload, in bytes", examples = "16777216") long maxUploadBytes) {
}
