package dev.arbiter.leaderboard.persistence;

import dev.arbiter.leaderboard.model.Views.MatchDetail;
import dev.arbiter.leaderboard.model.Views.SeatView;
import dev.arbiter.leaderboard.model.Views.TranscriptInfo;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.RecordedSeat;
import dev.arbiter.proto.v1.SeatResult;
import jakarta.enterprise.context.ApplicationScoped;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Recorded matches: {@code match_result} (one row per match, its sequence number the order results were applied in)
 * and {@code match_seat} (one row per seat).
 */
@ApplicationScoped
public class ResultRepository {

    /** One seat of an applied or completed result, with the result's order and seed. */
    public record ResultSeat(String matchId, long seq, Instant recordedAt, int seat, String entryId, double score,
                             long seed, int scoredMoves) {
    }

    /** Matches recorded in the last 24 hours and when the newest was; per competition. */
    public record RecentMatches(long lastDay, Instant lastMatch) {
    }

    private static final String RESULT_SEATS = """
            select r.match_id, r.seq, r.recorded_at, s.seat, s.entry_id, s.score, r.seed, s.scored_moves
            from match_result r join match_seat s on s.match_id = r.match_id""";

    private final Jdbc jdbc;

    public ResultRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Inserts the match's result unless it is stored already.
     *
     * @return the sequence number the result got; empty when the match was stored before (a replayed message)
     */
    public Optional<Long> insertResult(Connection connection, MatchRecorded message, String kind, String status,
                                       boolean applied, Instant recordedAt) throws SQLException {
        MatchResult result = message.getResult();
        return Jdbc.query(connection, """
                insert into match_result (match_id, competition, kind, round_id, rated, applied, status, status_detail,
                    attempt, moves, duration_ms, seed, runner_id, transcript_sha256, transcript_lines, transcript_bytes,
                    transcript_truncated, transcript_dropped_lines, transcript_dropped_bytes, replaces_match_id, recorded_at,
                    seed_commitment, seed_opening)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                on conflict (match_id) do nothing returning seq""", rows -> rows.getLong(1),
                result.getMatchId(), message.getCompetition(), kind, blankToNull(message.getRoundId()), message.getRated(),
                applied, status, result.getStatusDetail(), result.getAttempt(), result.getMoves(),
                result.getDurationMs(), result.getSeed(), result.getRunnerId(),
                blankToNull(result.getTranscript().getSha256()), result.getTranscript().getLines(),
                result.getTranscript().getBytes(), result.getTranscript().getTruncated(),
                result.getTranscript().getOutOfProtocolDroppedLines(), result.getTranscript().getOutOfProtocolDroppedBytes(),
                blankToNull(message.getReplacesMatchId()), recordedAt, blankToNull(result.getSeedCommitment()),
                blankToNull(result.getSeedOpening())).stream().findFirst();
    }

    /** A stored result's seeds, revealed after it was recorded (its round was published). */
    public void revealSeeds(Connection connection, String matchId, String opening) throws SQLException {
        Jdbc.update(connection, "update match_result set seed_opening = ? where match_id = ? and seed_opening is null",
                opening, matchId);
    }

    /** One seat of a stored result: who played it (as the scheduler recorded) and how it ended. */
    public void insertSeat(Connection connection, String matchId, SeatResult seat, RecordedSeat who, String entryName,
                           String verdict) throws SQLException {
        Jdbc.update(connection, """
                insert into match_seat (match_id, seat, entry_id, version, contestant, entry_name, announced, score,
                    scored_moves, verdict, detail)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", matchId, seat.getSeat(), seat.getEntryId(),
                who.getVersion(), who.getContestant(), entryName, seat.getName(), seat.getScore(), seat.getScoredMoves(),
                verdict, seat.getDetail());
    }

    /**
     * Decides again which of the competition's results apply: rated, completed, with the method's seat count, and no
     * seat of a disqualified entry version (the rule results are recorded by).
     */
    public void decideApplied(Connection connection, String competition, int seats) throws SQLException {
        Jdbc.update(connection, """
                update match_result r set applied = (r.rated and r.status = 'completed'
                    and (select count(*) from match_seat s where s.match_id = r.match_id) = ?
                    and not exists (select 1 from match_seat s join entry_disqualification d on d.entry_id = s.entry_id
                                    where s.match_id = r.match_id and s.version <= d.version))
                where r.competition = ?""", seats, competition);
    }

    /** The seats of the competition's applied results, in sequence and seat order. */
    public List<ResultSeat> appliedSeats(Connection connection, String competition) throws SQLException {
        return Jdbc.query(connection, RESULT_SEATS + " where r.competition = ? and r.applied order by r.seq, s.seat",
                ResultRepository::resultSeat, competition);
    }

    public List<ResultSeat> appliedSeats(String competition) {
        return jdbc.query(RESULT_SEATS + " where r.competition = ? and r.applied order by r.seq, s.seat",
                ResultRepository::resultSeat, competition);
    }

    /** The seats of those of these matches that completed, in sequence and seat order. */
    public List<ResultSeat> completedSeats(Connection connection, List<String> matchIds) throws SQLException {
        return Jdbc.query(connection, RESULT_SEATS + " where r.match_id = any (?) and r.status = 'completed' order by r.seq, s.seat",
                ResultRepository::resultSeat, connection.createArrayOf("varchar", matchIds.toArray()));
    }

    /** Per competition slug; competitions without a recorded match are absent. */
    public Map<String, RecentMatches> recentByCompetition() {
        return jdbc.queryByKey("""
                select competition, count(*) filter (where recorded_at > now() - interval '1 day') as last_day,
                       max(recorded_at) as last_match
                from match_result group by competition""", "competition",
                rows -> new RecentMatches(rows.getLong("last_day"), Jdbc.instant(rows, "last_match")));
    }

    /** A recorded match with its seats; empty when no result of it is stored. */
    public Optional<MatchDetail> detail(String matchId) {
        List<SeatView> seats = jdbc.query("""
                select seat, entry_id, entry_name, contestant, version, announced, score, verdict, detail
                from match_seat where match_id = ? order by seat""", rows -> new SeatView(rows.getInt("seat"),
                rows.getString("entry_id"), rows.getString("entry_name"), rows.getString("contestant"),
                rows.getInt("version"), rows.getString("announced"), rows.getDouble("score"), rows.getString("verdict"),
                rows.getString("detail")), matchId);
        return jdbc.query("""
                select r.*, x.expired_at as transcript_expired_at, x.kept as transcript_kept
                from match_result r left join transcript_expiry x on x.match_id = r.match_id
                where r.match_id = ?""", rows -> new MatchDetail(
                rows.getString("match_id"), rows.getString("competition"), rows.getString("kind"),
                rows.getString("round_id"), rows.getBoolean("rated"), rows.getString("status"),
                rows.getString("status_detail"), rows.getInt("attempt"), rows.getLong("moves"),
                rows.getLong("duration_ms"), rows.getLong("seed"), Jdbc.instant(rows, "recorded_at"), seats,
                rows.getString("transcript_sha256") == null ? null : new TranscriptInfo(rows.getString("transcript_sha256"),
                        rows.getLong("transcript_lines"), rows.getLong("transcript_bytes"),
                        rows.getBoolean("transcript_truncated"), rows.getLong("transcript_dropped_lines"),
                        rows.getLong("transcript_dropped_bytes"), Jdbc.instant(rows, "transcript_expired_at"),
                        TranscriptInfo.expiry(Jdbc.instant(rows, "transcript_expired_at"), rows.getString("transcript_kept"))),
                        rows.getString("seed_commitment"), rows.getString("seed_opening")),
                matchId).stream().findFirst();
    }

    /**
     * Records that the transcripts of these matches expired, saying what their competition kept; a match already
     * recorded keeps its first record. A match whose result is not here yet gets it when the result comes.
     *
     * @return how many matches were recorded now
     */
    public int expireTranscripts(String competition, List<String> matchIds, String kept, Instant at) {
        return jdbc.inTransaction(connection -> Jdbc.update(connection, """
                        insert into transcript_expiry (match_id, competition, kept, expired_at)
                        select id, ?, ?, ? from unnest(?) as id
                        on conflict (match_id) do nothing""",
                competition, kept, at, connection.createArrayOf("varchar", matchIds.toArray())));
    }

    private static ResultSeat resultSeat(java.sql.ResultSet rows) throws SQLException {
        return new ResultSeat(rows.getString("match_id"), rows.getLong("seq"), Jdbc.instant(rows, "recorded_at"),
                rows.getInt("seat"), rows.getString("entry_id"), rows.getDouble("score"), rows.getLong("seed"),
                rows.getInt("scored_moves"));
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
