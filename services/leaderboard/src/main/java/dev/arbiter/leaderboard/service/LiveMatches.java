package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.persistence.Jdbc;
import dev.arbiter.leaderboard.service.Views.LiveMatch;
import dev.arbiter.leaderboard.service.Views.LiveSeat;
import dev.arbiter.leaderboard.service.Views.TimelineEvent;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.MatchHeartbeat;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.RunnerPhase;
import jakarta.enterprise.context.ApplicationScoped;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Matches in play, as the platform announces them: {@code match.requested} (the scheduler's request, with
 * competition and seats) and {@code match.heartbeat} (the runner that took it, its phase, moves and running
 * scores). The two topics are not ordered against each other, so either may create the row the other
 * completes; a late heartbeat of an earlier attempt changes nothing. Each change is pushed to the match's
 * open pages; the recorded result ({@link ResultRecorder}) ends the live view.
 */
@ApplicationScoped
public class LiveMatches {

    private final Jdbc jdbc;
    private final LiveUpdates live;

    public LiveMatches(Jdbc jdbc, LiveUpdates live) {
        this.jdbc = jdbc;
        this.live = live;
    }

    /** A request (or its re-issue with a higher attempt), at the time the broker took it. */
    public void onRequested(MatchRequest request, Instant at) {
        if (request.getMatchId().isBlank()) {
            throw new IllegalArgumentException("a match.requested without match id");
        }
        String id = request.getMatchId();
        jdbc.inTransaction(connection -> {
            Jdbc.update(connection, """
                    insert into live_match (match_id, competition, attempt, phase, updated_at) values (?, ?, ?, 'requested', ?)
                    on conflict (match_id) do update set competition = excluded.competition,
                        attempt = greatest(live_match.attempt, excluded.attempt),
                        phase = case when excluded.attempt > live_match.attempt then 'requested' else live_match.phase end,
                        updated_at = greatest(live_match.updated_at, excluded.updated_at)""",
                    id, request.getCompetition(), request.getAttempt(), at);
            for (int i = 0; i < request.getSeatsCount(); i++) {
                EntryRef seat = request.getSeats(i);
                Jdbc.update(connection, """
                        insert into live_match_seat (match_id, seat, entry_id, version, entry_name) values (?, ?, ?, ?, ?)
                        on conflict (match_id, seat) do update set entry_id = excluded.entry_id, version = excluded.version,
                            entry_name = excluded.entry_name""", id, i + 1, seat.getEntryId(), seat.getVersion(),
                        seat.getName().isBlank() ? seat.getEntryId() : seat.getName());
            }
            event(connection, id, request.getAttempt(), "requested", at, "");
            return null;
        });
        live.matchChanged(find(id).orElseThrow());
    }

    /** A runner's heartbeat: the phase, and while the judge plays, the moves and each seat's running score. */
    public void onHeartbeat(MatchHeartbeat heartbeat) {
        if (heartbeat.getMatchId().isBlank()) {
            throw new IllegalArgumentException("a match.heartbeat without match id");
        }
        String id = heartbeat.getMatchId();
        String phase = heartbeat.getPhase() == RunnerPhase.RUNNER_PHASE_RUNNING ? "running" : "accepted";
        Instant at = heartbeat.getSentAtMs() > 0 ? Instant.ofEpochMilli(heartbeat.getSentAtMs()) : Instant.now();
        boolean taken = jdbc.inTransaction(connection -> {
            List<String> updated = Jdbc.query(connection, """
                    insert into live_match (match_id, attempt, phase, runner_id, moves, updated_at) values (?, ?, ?, ?, ?, ?)
                    on conflict (match_id) do update set attempt = excluded.attempt, phase = excluded.phase,
                        runner_id = excluded.runner_id, moves = excluded.moves, updated_at = excluded.updated_at
                    where excluded.attempt >= live_match.attempt returning match_id""", rows -> rows.getString(1),
                    id, heartbeat.getAttempt(), phase, heartbeat.getRunnerId(), heartbeat.getMoves(), at);
            if (updated.isEmpty()) {
                return false;
            }
            // A new attempt starts from nothing: scores the heartbeat does not carry are unknown again.
            Jdbc.update(connection, "update live_match_seat set score = null where match_id = ? and seat > ?",
                    id, heartbeat.getScoresCount());
            for (int i = 0; i < heartbeat.getScoresCount(); i++) {
                Jdbc.update(connection, """
                        insert into live_match_seat (match_id, seat, score) values (?, ?, ?)
                        on conflict (match_id, seat) do update set score = excluded.score""", id, i + 1, heartbeat.getScores(i));
            }
            event(connection, id, heartbeat.getAttempt(), phase, at, heartbeat.getRunnerId());
            return true;
        });
        if (taken) {
            live.matchChanged(find(id).orElseThrow());
        }
    }

    /** The match's result is recorded: its open pages load it. */
    public void recorded(String matchId) {
        find(matchId).ifPresentOrElse(live::matchChanged, () -> live.matchRecorded(matchId));
    }

    /** Adds a state to the match's timeline, once per attempt. */
    static void event(Connection connection, String matchId, int attempt, String state, Instant at, String runnerId)
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
                select l.competition, l.attempt, l.phase, l.runner_id, l.moves, l.updated_at, r.status, r.moves as final_moves
                from live_match l left join match_result r on r.match_id = l.match_id where l.match_id = ?""",
                rows -> {
                    String status = rows.getString("status");
                    return new LiveMatch(matchId, rows.getString("competition"), status != null ? status : rows.getString("phase"),
                            rows.getInt("attempt"), rows.getString("runner_id"),
                            status != null ? rows.getLong("final_moves") : rows.getLong("moves"),
                            Jdbc.instant(rows, "updated_at"), seats, timeline, status != null);
                }, matchId).stream().findFirst();
    }

    /** The competition's matches in play (requested, taken or running, not yet recorded), newest first. */
    public List<LiveMatch> running(String competition, int limit) {
        return jdbc.query("""
                select l.match_id from live_match l where l.competition = ?
                and not exists (select 1 from match_result r where r.match_id = l.match_id)
                order by l.updated_at desc limit ?""", rows -> rows.getString(1), competition, limit)
                .stream().flatMap(id -> find(id).stream()).toList();
    }
}
