package dev.arbiter.scheduler.service;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/** What an organiser gives to start an official round. Omitted fields take the defaults shown. */
@Schema(description = "A new official round")
public record NewRound(
        @Schema(description = "Name shown with the standings", examples = "Final") String name,
        @Schema(description = "round-robin (default for two seats), swiss, or instances (single-player games)") String format,
        @Schema(description = "Meetings of each pair in each seat order (round robin), or passes over the instances", examples = "1") Integer repeats,
        @Schema(description = "Swiss rounds to play", examples = "5") Integer swissRounds,
        @Schema(description = "The round's seed; every match seed derives from it under the scheduler's secret key. Same seed, same matches.", examples = "2026") Long seed,
        @Schema(description = "Entry keys to freeze; default: the newest ready version per contestant") List<Long> entries) {
}
