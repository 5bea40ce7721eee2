package dev.arbiter.leaderboard.service;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/** One page of a competition's ladder leaderboard. */
@Schema(description = "A page of a competition's ladder leaderboard, best first")
public record LeaderboardPage(
        @Schema(description = "Competition slug", examples = "rps-ladder") String competition,
        @Schema(description = "Competition title") String title,
        @Schema(description = "Ladder method: elo, glicko2, trueskill, mean, lowest-total, mean-score-per-turn or normalised-mean-per-move", examples = "glicko2") String method,
        @Schema(description = "What the rating column means", examples = "Glicko-2 rating") String ratingLabel,
        @Schema(description = "0-based page number") int page,
        @Schema(description = "Rows per page") int size,
        @Schema(description = "Ranked entries in all") int total,
        List<LeaderboardRow> rows,
        @Schema(description = "Entries the organiser disqualified, with the reason; never ranked")
        List<Views.Disqualification> disqualified) {
}
