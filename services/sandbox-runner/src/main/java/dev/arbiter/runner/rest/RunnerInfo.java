package dev.arbiter.runner.rest;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What this sandbox runner is and how it is configured. */
@Schema(description = "Identity and effective configuration of a sandbox runner")
public record RunnerInfo(
        @Schema(description = "Application name", examples = "arbiter-sandbox-runner") String service,
        @Schema(description = "Build version", examples = "0.1.0-SNAPSHOT") String version,
        @Schema(description = "Sandbox backend isolating games and players", examples = "local") String backend,
        @Schema(description = "Matches played concurrently", examples = "4") int workerSlots,
        @Schema(description = "Worker slots as configured; 0 means one per processor", examples = "0") int configuredWorkerSlots) {
}
