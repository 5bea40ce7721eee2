package dev.arbiter.leaderboard.persistence;

import dev.arbiter.leaderboard.model.Views.LiveMatch;
import dev.arbiter.leaderboard.model.Views.LiveSeat;
import dev.arbiter.leaderboard.model.Views.TimelineEvent;
import dev.arbiter.proto.v1.EntryRef;
import jakarta.enterprise.context.ApplicationScoped;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Matches in play: {@code live_match}, {@code live_match_seat} and the timeline {@code match_event}. */
@ApplicationScoped
public class LiveMatchRepository {

    private final Jdbc jdbc;

    public LiveMatchRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    /** A request: creates the row or, for a higher attempt, starts it again as requested. */
    public void storeRequested(Connection connection, String matchId, String competition, int attempt, Instant at,
                               String seedCommitment) throws SQLException {
        Jdbc.update(connection, """
                insert into live_match (match_id, competition, attempt, phase, updated_at, seed_commitment)
                values (?, ?, ?, 'requested', ?, ?)
                on conflict (match_id) do update set competition = excluded.competition,
                    seed_commitment = coalesce(excluded.seed_commitment, live_match.seed_commitment),
                    attempt = greatest(live_match.attempt, excluded.attempt),
                    phase = case when excluded.attempt > live_match.attempt then 'requested' else live_match.phase end,
                    updated_at = greatest(live_match.updated_at, excluded.updated_at)""",
                matchId, competition, attempt, at, seedCommitment.isEmpty() ? null : seedCommitment);
    }

    /** Who plays a seat (1-based), as requested. */
    public void storeSeat(Connection connection, String matchId, int seat, EntryRef entry) throws SQLException {
        Jdbc.update(connection, """
                insert into live_match_seat (match_id, seat, entry_id, version, entry_name) values (?, ?, ?, ?, ?)
                on conflict (match_id, seat) do update set entry_id = excluded.entry_id, version = excluded.version,
                    entry_name = excluded.entry_name""", matchId, seat, entry.getEntryId(), entry.getVersion(),
                entry.getName().isBlank() ? entry.getEntryId() : entry.getName());
    }

    /**
     * A heartbeat's state, unless it belongs to an earlier attempt than the stored one.
     *
     * @return whether it was stored
     */
    public boolean storeHeartbeat(Connection connection, String matchId, int attempt, String phase, String runnerId,
                                  long moves, Instant at) throws SQLException {
        return !Jdbc.query(connection, """
                insert into live_match (match_id, attempt, phase, runner_id, moves, updated_at) values (?, ?, ?, ?, ?, ?)
                on conflict (match_id) do update set attempt = excluded.attempt, phase = excluded.phase,
                    runner_id = excluded.runner_id, moves = excluded.moves, updated_at = excluded.updated_at
                where excluded.attempt >= live_match.attempt returning match_id""", rows -> rows.getString(1),
                matchId, attempt, phase, runnerId, moves, at).isEmpty();
    }

    /** Each seat's running score: the given ones, and unknown again for the seats after them. */
    public void storeScores(Connection connection, String matchId, List<Double> scores) throws SQLException {
        Jdbc.update(connection, "update live_match_seat set score = null where match_id = ? and seat > ?",
                matchId, scores.size());
        for (int i = 0; i < scores.size(); i++) {
            Jdbc.update(connection, """
                    insert into live_match_seat (match_id, seat, score) values (?, ?, ?)
                    on conflict (match_id, seat) do update set score = excluded.score""", matchId, i + 1, scores.get(i));
        }
    }

    /** Adds a state to the match's timeline, once per attempt. */
    public void event(Connection connection, String matchId, int attempt, String state, Instant at, String runnerId)
            throws SQLException {
        Jdbc.update(connection, """
                insert into match_event (match_id, attempt, state, at, runner_id) values (?, ?, ?, ?, ?)
                on conflict do nothing""", matchId, attempt, state, at, runnerId);
    }

    /** What a match page shows of a match: empty when neither a request, a heartbeat nor a result named it. */
    public Optional<LiveMatch> find(String matchId) {
        List<TimelineEvent> timeline = jdbc.query("""
                select state, attempt, at, runner_id from match_event where match_id = ? order by at, attempt""",
                rows -> new TimelineEvent(rows.getString("state"), rows.getInt("attempt"), Jdbc.instant(rows, "at"),
                        rows.getString("runner_id")), matchId);
        List<LiveSeat> seats = jdbc.query("""
                select seat, entry_id, entry_name, version, score from live_match_seat where match_id = ? order by seat""",
                rows -> new LiveSeat(rows.getInt("seat"), rows.getString("entry_id"), rows.getString("entry_name"),
                        rows.getInt("version"), Jdbc.nullableDouble(rows, "score")), matchId);
        return jdbc.query("""
                select l.competition, l.attempt, l.phase, l.runner_id, l.moves, l.updated_at, l.seed_commitment, r.status,
                       r.moves as final_moves
                from live_match l left join match_result r on r.match_id = l.match_id where l.match_id = ?""",
                rows -> {
                    String status = rows.getString("status");
                    return new LiveMatch(matchId, rows.getString("competition"), status != null ? status : rows.getString("phase"),
                            rows.getInt("attempt"), rows.getString("runner_id"),
                            status != null ? rows.getLong("final_moves") : rows.getLong("moves"),
                            Jdbc.instant(rows, "updated_at"), seats, timeline, status != null, rows.getString("seed_commitment"));
                }, matchId).stream().findFirst();
    }

    /** Ids of the competition's matches in play (requested, taken or running, not yet recorded), newest first. */
    public List<String> running(String competition, int limit) {
        return jdbc.query("""
                select l.match_id from live_match l where l.competition = ?
                and not exists (select 1 from match_result r where r.match_id = l.match_id)
                order by l.updated_at desc limit ?""", rows -> rows.getString(1), competition, limit);
    }
}
