package dev.arbiter.leaderboard.persistence;

import dev.arbiter.leaderboard.model.Views.MatchSummary;
import dev.arbiter.leaderboard.model.Views.OpponentRecord;
import jakarta.enterprise.context.ApplicationScoped;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The {@code entry} table (each entry's newest version seen) and what an entry's page reads of its matches. */
@ApplicationScoped
public class EntryRepository {

    /** An entry as last seen in a result. */
    public record EntryRow(String entryId, String competition, String contestant, String name, int version) {
    }

    /** One applied match of an entry: its score, in the order applied. */
    public record AppliedScore(String matchId, Instant recordedAt, double score) {
    }

    private static final String SUMMARY = """
            select r.match_id, r.recorded_at, r.kind, r.status, me.version, me.score, me.verdict, me.detail,
                   o.entry_id as opponent_id, o.entry_name as opponent, o.score as opponent_score
            from match_seat me join match_result r on r.match_id = me.match_id
            left join match_seat o on o.match_id = me.match_id and o.seat <> me.seat
            where me.entry_id = ?""";

    private final Jdbc jdbc;

    public EntryRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    /** Records the entry as a result names it; only a newer version replaces what is stored. */
    public void storeSeen(Connection connection, String entryId, String competition, String contestant, String name,
                          int version, Instant seenAt) throws SQLException {
        Jdbc.update(connection, """
                insert into entry (entry_id, competition, contestant, name, version, version_seen_at) values (?, ?, ?, ?, ?, ?)
                on conflict (entry_id) do update set contestant = excluded.contestant, name = excluded.name,
                    version = excluded.version, version_seen_at = excluded.version_seen_at
                where excluded.version > entry.version""", entryId, competition, contestant, name, version, seenAt);
    }

    public Optional<EntryRow> find(String entryId) {
        return jdbc.query("select entry_id, competition, contestant, name, version from entry where entry_id = ?",
                EntryRepository::entry, entryId).stream().findFirst();
    }

    /** The competition's entries by entry id. */
    public Map<String, EntryRow> ofCompetition(String competition) {
        return jdbc.queryByKey("select entry_id, competition, contestant, name, version from entry where competition = ?",
                "entry_id", EntryRepository::entry, competition);
    }

    /** The entry's scores in its applied matches, in the order applied. */
    public List<AppliedScore> appliedScores(String entryId) {
        return jdbc.query("""
                select r.match_id, r.recorded_at, s.score from match_seat s join match_result r on r.match_id = s.match_id
                where s.entry_id = ? and r.applied order by r.seq""", rows -> new AppliedScore(rows.getString("match_id"),
                Jdbc.instant(rows, "recorded_at"), rows.getDouble("score")), entryId);
    }

    /** Wins, losses and draws against each opponent in completed matches, most met first. */
    public List<OpponentRecord> opponents(String entryId) {
        return jdbc.query("""
                select o.entry_id, max(o.entry_name) as entry, max(o.contestant) as contestant,
                       count(*) filter (where me.score > o.score) as wins,
                       count(*) filter (where me.score < o.score) as losses,
                       count(*) filter (where me.score = o.score) as draws
                from match_seat me join match_result r on r.match_id = me.match_id and r.status = 'completed'
                join match_seat o on o.match_id = me.match_id and o.seat <> me.seat
                where me.entry_id = ? group by o.entry_id order by count(*) desc, o.entry_id""",
                rows -> new OpponentRecord(rows.getString("entry_id"), rows.getString("entry"),
                        rows.getString("contestant"), rows.getInt("wins"), rows.getInt("losses"), rows.getInt("draws")),
                entryId);
    }

    /** The entry's newest matches, at most {@code limit}. */
    public List<MatchSummary> recentMatches(String entryId, int limit) {
        return jdbc.query(SUMMARY + " order by r.recorded_at desc, r.match_id limit ?", EntryRepository::summary, entryId,
                limit);
    }

    /** The newest matches of this version of the entry that a seat did not end well, at most {@code limit}. */
    public List<MatchSummary> recentErrors(String entryId, int version, int limit) {
        return jdbc.query(SUMMARY + " and me.version = ? and me.verdict <> 'ok' order by r.recorded_at desc limit ?",
                EntryRepository::summary, entryId, version, limit);
    }

    private static EntryRow entry(ResultSet rows) throws SQLException {
        return new EntryRow(rows.getString("entry_id"), rows.getString("competition"), rows.getString("contestant"),
                rows.getString("name"), rows.getInt("version"));
    }

    private static MatchSummary summary(ResultSet rows) throws SQLException {
        Double opponentScore = Jdbc.nullableDouble(rows, "opponent_score");
        double score = rows.getDouble("score");
        String outcome = opponentScore == null || !"completed".equals(rows.getString("status")) ? ""
                : score > opponentScore ? "win" : score < opponentScore ? "loss" : "draw";
        return new MatchSummary(rows.getString("match_id"), Jdbc.instant(rows, "recorded_at"), rows.getString("kind"),
                rows.getString("status"), rows.getInt("version"), score, rows.getString("verdict"), rows.getString("detail"),
                rows.getString("opponent_id"), rows.getString("opponent"), opponentScore, outcome);
    }
}
