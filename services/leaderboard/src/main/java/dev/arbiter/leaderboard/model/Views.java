package dev.arbiter.leaderboard.model;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.time.Instant;
import java.util.List;

/** What the entry and match API return (and the pages show). */
public final class Views {

    private Views() {
    }

    @Schema(description = "An entry's rating history, record against each opponent, recent matches and errors")
    public record EntryHistory(String entryId, String entry, String contestant, String competition, int version,
                               @Schema(description = "The entry's current leaderboard row, if it has one", nullable = true)
                               LeaderboardRow current,
                               @Schema(description = "Rating after each rated match, oldest first") List<HistoryPoint> history,
                               List<OpponentRecord> opponents, List<MatchSummary> recentMatches,
                               @Schema(description = "Seats of the newest version that ended with a verdict other than ok")
                               List<MatchSummary> errorsSinceLastUpload,
                               @Schema(description = "Set while the entry stands disqualified", nullable = true)
                               Disqualification disqualification) {
    }

    @Schema(description = "An entry the organiser disqualified: its matches up to this version count for no rating")
    public record Disqualification(String entryId, String entry, String contestant, int version, String reason, Instant at) {
    }

    @Schema(description = "The rating right after one rated match")
    public record HistoryPoint(String matchId, Instant at, double rating,
                               @Schema(nullable = true) Double uncertainty, int matches) {
    }

    @Schema(description = "Wins, losses and draws against one opponent (completed matches)")
    public record OpponentRecord(String entryId, String entry, String contestant, int wins, int losses, int draws) {
    }

    @Schema(description = "One match from one entry's point of view")
    public record MatchSummary(String matchId, Instant recordedAt, String kind, String status, int version,
                               double score, String verdict, String detail,
                               @Schema(nullable = true) String opponentId, @Schema(nullable = true) String opponent,
                               @Schema(nullable = true) Double opponentScore,
                               @Schema(description = "win, loss, draw or empty") String outcome) {
    }

    @Schema(description = "A recorded match: seats, scores, verdicts and where its transcript is")
    public record MatchDetail(String matchId, String competition, String kind, @Schema(nullable = true) String roundId,
                              boolean rated, String status, String statusDetail, int attempt, long moves,
                              long durationMs, long seed, Instant recordedAt, List<SeatView> seats,
                              @Schema(nullable = true) TranscriptInfo transcript,
                              @Schema(description = "SHA-256 (hex) of the seeds and a secret salt, shown before the match was played",
                                      nullable = true) String seedCommitment,
                              @Schema(description = "The revealed line (salt, game seed, each seat's seed) that hashes to seedCommitment; "
                                      + "null until the seeds may be shown", nullable = true) String seedOpening) {
    }

    @Schema(description = "One seat of a match")
    public record SeatView(int seat, String entryId, String entry, String contestant, int version, String announced,
                           double score, String verdict, String detail) {
    }

    @Schema(description = "The stored transcript's size")
    public record TranscriptInfo(String sha256, long lines, long bytes, boolean truncated,
                                 @Schema(description = "Lines players wrote outside the protocol (comment lines, stderr) "
                                         + "dropped from the transcript over the match's budget for them")
                                 long outOfProtocolDroppedLines,
                                 @Schema(description = "Their size as transcript lines, in bytes")
                                 long outOfProtocolDroppedBytes,
                                 @Schema(description = "When the transcript went past its competition's retention; "
                                         + "null while it is kept", nullable = true) Instant expiredAt,
                                 @Schema(description = "Instead of the transcript once expired: \"the transcript has expired "
                                         + "(kept 14 days, and only each entry's last 200 ladder matches)\"", nullable = true)
                                 String expiry) {

        /** The words a page and the API use for a transcript past retention, given what its competition kept. */
        public static String expiry(Instant expiredAt, String kept) {
            return expiredAt == null ? null
                    : "the transcript has expired (" + (kept == null || kept.isBlank() ? "past its retention" : kept) + ")";
        }

        /** Whether the transcript went past retention: its blob may be gone, the match's result stays. */
        public boolean expired() {
            return expiredAt != null;
        }
    }

    @Schema(description = "A page of a match transcript, as this viewer may see it")
    public record TranscriptPage(String matchId, int page, int size,
                                 @Schema(description = "Lines matching the query that this viewer may see") long total,
                                 @Schema(description = "The search text, if any", nullable = true) String query,
                                 @Schema(description = "Whether stderr lines of the viewer's own seats are included") boolean ownStderr,
                                 List<TranscriptLine> lines) {
    }

    @Schema(description = "One transcript line")
    public record TranscriptLine(
            @Schema(description = "Line number in the whole transcript, from 1") long number,
            @Schema(description = "Microseconds since the match started") long t,
            @Schema(description = "judge, game, p1, p2 …") String src,
            @Schema(nullable = true) String dst,
            @Schema(description = "header, line (protocol), err (stderr) or note (judge)") String type,
            String text) {
    }

    @Schema(description = "A match as it is being played: its state, progress and timeline (also kept once it is recorded)")
    public record LiveMatch(String matchId, @Schema(nullable = true) String competition,
                            @Schema(description = "requested, accepted, running, or the recorded status") String state,
                            int attempt, @Schema(description = "The runner playing it, once one took it") String runnerId,
                            @Schema(description = "Moves played so far, from the runner's newest heartbeat") long moves,
                            @Schema(nullable = true) Instant updatedAt, List<LiveSeat> seats,
                            @Schema(description = "Each state the match passed through, oldest first") List<TimelineEvent> timeline,
                            @Schema(description = "Whether the result is recorded (see /api/matches/{id})") boolean recorded,
                            @Schema(description = "SHA-256 (hex) of the match's seeds and a secret salt, committed to before it is played",
                                    nullable = true) String seedCommitment) {
    }

    @Schema(description = "One seat of a match in play")
    public record LiveSeat(int seat, String entryId, String entry, int version,
                           @Schema(description = "Running score; null before the judge plays", nullable = true) Double score) {
    }

    @Schema(description = "One state of a match's lifecycle")
    public record TimelineEvent(String state, int attempt, Instant at, String runnerId) {
    }

    @Schema(description = "An official round as published, with this service's estimate beside the official standings")
    public record RoundView(String roundId, String name,
                            @Schema(description = "bradley-terry (Elo points), score-total, lowest-total, mean-score-per-turn, normalised-mean-per-move or ippc (RDDL: IPPC normalised score)") String method,
                            Instant publishedAt, List<RoundRow> rows) {
    }

    @Schema(description = "One entry of an official round")
    public record RoundRow(int rank, String entryId, String entry, String contestant, int matches, int wins, int draws,
                           int losses, double scoreTotal, double scoreMean,
                           @Schema(nullable = true) Integer estimateRank,
                           @Schema(nullable = true, description = "Bradley–Terry strength in Elo points, or the single-player ranking's score") Double estimate,
                           @Schema(nullable = true, description = "95 % interval, lower end") Double ciLower,
                           @Schema(nullable = true, description = "95 % interval, upper end") Double ciUpper,
                           @Schema(nullable = true, description = "RDDL: the official IPPC normalised score the scheduler ranked the row by")
                           Double ippcScore) {
    }
}
