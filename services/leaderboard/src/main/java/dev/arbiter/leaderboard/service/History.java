package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.config.LeaderboardConfig;
import dev.arbiter.leaderboard.persistence.Jdbc;
import dev.arbiter.leaderboard.service.Views.EntryHistory;
import dev.arbiter.leaderboard.service.Views.HistoryPoint;
import dev.arbiter.leaderboard.service.Views.MatchSummary;
import dev.arbiter.leaderboard.service.Views.OpponentRecord;
import jakarta.enterprise.context.ApplicationScoped;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** An entry's story: its rating over time, how it fares against each opponent, its recent matches and errors. */
@ApplicationScoped
public class History {

    private static final String SUMMARY = """
            select r.match_id, r.recorded_at, r.kind, r.status, me.version, me.score, me.verdict, me.detail,
                   o.entry_id as opponent_id, o.entry_name as opponent, o.score as opponent_score
            from match_seat me join match_result r on r.match_id = me.match_id
            left join match_seat o on o.match_id = me.match_id and o.seat <> me.seat
            where me.entry_id = ?""";

    private final LeaderboardConfig config;
    private final Jdbc jdbc;
    private final LeaderboardCache cache;
    private final Disqualifications disqualifications;

    public History(LeaderboardConfig config, Jdbc jdbc, LeaderboardCache cache, Disqualifications disqualifications) {
        this.config = config;
        this.jdbc = jdbc;
        this.cache = cache;
        this.disqualifications = disqualifications;
    }

    public Optional<EntryHistory> of(String entryId) {
        return jdbc.query("select entry_id, competition, contestant, name, version from entry where entry_id = ?",
                rows -> new String[]{rows.getString("competition"), rows.getString("contestant"), rows.getString("name"),
                        String.valueOf(rows.getInt("version"))}, entryId).stream().findFirst().map(entry -> {
            String competition = entry[0];
            int version = Integer.parseInt(entry[3]);
            Optional<LeaderboardCache.Snapshot> snapshot = cache.snapshot(competition);
            boolean pairwise = snapshot.map(s -> s.competition().pairwise()).orElse(true);
            return new EntryHistory(entryId, entry[2], entry[1], competition, version,
                    snapshot.flatMap(s -> s.row(entryId)).orElse(null),
                    pairwise ? ratingHistory(entryId) : runningMean(entryId),
                    opponents(entryId),
                    jdbc.query(SUMMARY + " order by r.recorded_at desc, r.match_id limit ?", History::summary, entryId,
                            config.recentMatches()),
                    jdbc.query(SUMMARY + " and me.version = ? and me.verdict <> 'ok' order by r.recorded_at desc limit ?",
                            History::summary, entryId, version, config.recentMatches()),
                    disqualifications.of(entryId).orElse(null));
        });
    }

    /** The entry's rating after each rated match, oldest first. */
    public List<HistoryPoint> ratingHistory(String entryId) {
        return jdbc.query("""
                select match_id, at, value, uncertainty, matches from rating_history where entry_id = ? order by seq""",
                rows -> new HistoryPoint(rows.getString("match_id"), Jdbc.instant(rows, "at"), rows.getDouble("value"),
                        Jdbc.nullableDouble(rows, "uncertainty"), rows.getInt("matches")), entryId);
    }

    /** Single-player entries: the mean score after each applied match. */
    private List<HistoryPoint> runningMean(String entryId) {
        List<HistoryPoint> points = new ArrayList<>();
        double[] sum = new double[1];
        jdbc.query("""
                select r.match_id, r.recorded_at, s.score from match_seat s join match_result r on r.match_id = s.match_id
                where s.entry_id = ? and r.applied order by r.seq""", rows -> {
            sum[0] += rows.getDouble("score");
            points.add(new HistoryPoint(rows.getString("match_id"), Jdbc.instant(rows, "recorded_at"),
                    sum[0] / (points.size() + 1), null, points.size() + 1));
            return null;
        }, entryId);
        return points;
    }

    private List<OpponentRecord> opponents(String entryId) {
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
