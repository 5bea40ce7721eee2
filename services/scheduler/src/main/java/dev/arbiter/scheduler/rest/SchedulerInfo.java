package dev.arbiter.scheduler.rest;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What the scheduler is and how it is configured. */
@Schema(description = "Identity and effective configuration of the scheduler")
public record SchedulerInfo(
        @Schema(description = "Application name", examples = "arbiter-scheduler") String service,
        @Schema(description = "Build version", examples = "0.1.0-SNAPSHOT") String version,
        @Schema(description = "Match lease without heartbeat, ISO-8601", examples = "PT1M") String leaseDuration,
        @Schema(description = "Issues of one match before it is marked infrastructure-error", examples = "3") int maxAttempts) {
}
