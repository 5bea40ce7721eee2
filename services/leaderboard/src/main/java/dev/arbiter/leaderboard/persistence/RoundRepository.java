package dev.arbiter.leaderboard.persistence;

import dev.arbiter.leaderboard.model.Views.RoundRow;
import dev.arbiter.proto.v1.StandingRow;
import jakarta.enterprise.context.ApplicationScoped;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Official rounds: {@code official_round} and its {@code round_standing} rows. */
@ApplicationScoped
public class RoundRepository {

    /** A round as stored, without its standings. */
    public record StoredRound(String roundId, String name, String method, Instant publishedAt) {
    }

    /** This service's estimate of one entry beside its official row; the interval ends are null when unbounded. */
    public record EstimateRow(Integer rank, Double value, Double lower, Double upper) {
        public static final EstimateRow NONE = new EstimateRow(null, null, null, null);
    }

    private final Jdbc jdbc;

    public RoundRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    /** Stores the round, or replaces an earlier publication of it, and drops its earlier standings. */
    public void storeRound(Connection connection, String roundId, String competition, String name, long seed,
                           String method, Instant publishedAt) throws SQLException {
        Jdbc.update(connection, "delete from round_standing where round_id = ?", roundId);
        Jdbc.update(connection, """
                insert into official_round (round_id, competition, name, seed, method, published_at) values (?, ?, ?, ?, ?, ?)
                on conflict (round_id) do update set name = excluded.name, seed = excluded.seed, method = excluded.method,
                    published_at = excluded.published_at""", roundId, competition, name, seed, method, publishedAt);
    }

    public void storeStanding(Connection connection, String roundId, StandingRow row, EstimateRow estimate)
            throws SQLException {
        Jdbc.update(connection, """
                insert into round_standing (round_id, entry_id, version, contestant, entry_name, official_rank, matches,
                    wins, draws, losses, score_total, score_mean, estimate_rank, estimate, ci_lower, ci_upper, ippc_score)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", roundId, row.getEntryId(),
                row.getVersion(), row.getContestant(), row.getEntryName(), row.getRank(), row.getMatches(),
                row.getWins(), row.getDraws(), row.getLosses(), row.getScoreTotal(), row.getScoreMean(),
                estimate.rank(), estimate.value(), estimate.lower(), estimate.upper(),
                row.hasIppcScore() ? row.getIppcScore() : null);
    }

    /** The competition's newest published round. */
    public Optional<StoredRound> latest(String competition) {
        return jdbc.query("""
                select round_id, name, method, published_at from official_round where competition = ?
                order by published_at desc limit 1""", rows -> new StoredRound(rows.getString("round_id"),
                rows.getString("name"), rows.getString("method"), Jdbc.instant(rows, "published_at")), competition)
                .stream().findFirst();
    }

    /** The round's standings, best official rank first. */
    public List<RoundRow> standings(String roundId) {
        return jdbc.query("select * from round_standing where round_id = ? order by official_rank, entry_id",
                RoundRepository::standing, roundId);
    }

    private static RoundRow standing(ResultSet rows) throws SQLException {
        return new RoundRow(rows.getInt("official_rank"), rows.getString("entry_id"), rows.getString("entry_name"),
                rows.getString("contestant"), rows.getInt("matches"), rows.getInt("wins"), rows.getInt("draws"),
                rows.getInt("losses"), rows.getDouble("score_total"), rows.getDouble("score_mean"),
                (Integer) rows.getObject("estimate_rank"), Jdbc.nullableDouble(rows, "estimate"),
                Jdbc.nullableDouble(rows, "ci_lower"), Jdbc.nullableDouble(rows, "ci_upper"),
                Jdbc.nullableDouble(rows, "ippc_score"));
    }
}
