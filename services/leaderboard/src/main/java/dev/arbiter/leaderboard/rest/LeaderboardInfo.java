package dev.arbiter.leaderboard.rest;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** What the leaderboard is and how it is configured. */
@Schema(description = "Identity and effective configuration of the leaderboard")
public record LeaderboardInfo(
        @Schema(description = "Application name", examples = "arbiter-leaderboard") String service,
        @Schema(description = "Build version", examples = "0.1.0-SNAPSHOT") String version,
        @Schema(description = "Rated matches before a rating stops being provisional", examples = "10") int provisionalMatchCount,
        @Schema(description = "Default rows per standings page", examples = "50") int pageSize) {
}
