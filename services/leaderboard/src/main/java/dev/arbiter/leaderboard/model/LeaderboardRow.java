package dev.arbiter.leaderboard.model;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** One row of a competition's ladder leaderboard. */
@Schema(description = "One entry's place on a competition's ladder")
public record LeaderboardRow(
        @Schema(description = "1-based; equal ratings share a rank", examples = "1") int rank,
        @Schema(description = "Entry id", examples = "e-7f3a") String entryId,
        @Schema(description = "Entry name", examples = "rock-solid") String entry,
        @Schema(description = "Contestant's account name", examples = "ada") String contestant,
        @Schema(description = "The method's headline number: Elo, Glicko-2 rating, TrueSkill μ − 3σ or mean score",
                examples = "1612.4") double rating,
        @Schema(description = "One standard deviation (Glicko-2 RD, TrueSkill σ) or the 95 % interval half-width of a mean; null for Elo",
                nullable = true, examples = "84.2") Double uncertainty,
        @Schema(description = "Rated matches played", examples = "37") int matches,
        @Schema(description = "Too few matches (or too uncertain) to be trusted yet") boolean provisional,
        @Schema(description = "How much the last rated match moved the rating", examples = "-6.1") double lastChange,
        @Schema(description = "Newest entry version seen", examples = "3") int version,
        @Schema(description = "RDDL: which baseline this built-in entry is (noop or random); null for contestants' entries",
                nullable = true, examples = "noop") String baseline,
        @Schema(description = "RDDL: the IPPC normalised score per domain (mean over its instances); GVGAI: the points "
                + "earned on each game; null for other games",
                nullable = true) java.util.Map<String, Double> domainScores) {

    /** A row of a competition that is not RDDL. */
    public LeaderboardRow(int rank, String entryId, String entry, String contestant, double rating, Double uncertainty,
                          int matches, boolean provisional, double lastChange, int version) {
        this(rank, entryId, entry, contestant, rating, uncertainty, matches, provisional, lastChange, version, null, null);
    }
}
