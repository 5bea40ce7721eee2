package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.model.LeaderboardRow;
import dev.arbiter.leaderboard.model.Views;
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
        List<Views.Disqualification> disqualified,
        @Schema(description = "RDDL competitions: the set, its instances with their baselines, and its domains; null otherwise",
                nullable = true) IppcSummary ippc,
        @Schema(description = "GVGAI competitions: the games, and per entry its figures, rank and points on each; null otherwise",
                nullable = true) GvgaiSummary gvgai) {

    /** What a GVGAI competition's leaderboard says beside its rows: each game's ranking, per entry. */
    @Schema(description = "A GVGAI competition's games: per game, entries ranked by validation victories, then mean score, "
            + "then fewer ticks; ranks 1-9 earn 25, 18, 15, 10, 8, 6, 4, 2, 1 points, summed over the games")
    public record GvgaiSummary(List<String> games, java.util.Map<String, List<GvgaiBoard.GameResult>> entries,
                               @Schema(description = "Each entry's name, by entry id") java.util.Map<String, String> names) {

        /** One game's table: every entry that played it, best rank first. */
        @com.fasterxml.jackson.annotation.JsonIgnore
        public List<GvgaiBoard.GameRow> table(String game) {
            var rows = new java.util.ArrayList<GvgaiBoard.GameRow>();
            entries.forEach((entryId, results) -> results.stream().filter(r -> r.game().equals(game)).findFirst()
                    .ifPresent(r -> rows.add(new GvgaiBoard.GameRow(entryId, names.getOrDefault(entryId, entryId), r))));
            rows.sort(java.util.Comparator.comparingInt(row -> row.result().rank()));
            return rows;
        }
    }

    /** What an RDDL competition's leaderboard says beside its rows. */
    @Schema(description = "An RDDL competition's set: ranked by the IPPC normalised score (last 30 rounds per instance, "
            + "floor the better baseline, ceiling the best average, mean per domain and overall)")
    public record IppcSummary(String set, int rounds, List<IppcBoard.InstanceView> instances, List<String> domains) {

        /** Whether every instance has both baselines' means, so every instance is scored. */
        @com.fasterxml.jackson.annotation.JsonIgnore
        public boolean allScored() {
            return instances.stream().allMatch(IppcBoard.InstanceView::scored);
        }
    }
}
