package dev.arbiter.leaderboard.persistence;

import dev.arbiter.leaderboard.model.Views.HistoryPoint;
import dev.arbiter.leaderboard.rating.PairwiseMethod;
import dev.arbiter.leaderboard.rating.StoredState;
import dev.arbiter.rating.MatchResult;
import jakarta.enterprise.context.ApplicationScoped;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The ladder state: the {@code rating} table (one row per entry) and {@code rating_history} (one per rated match). */
@ApplicationScoped
public class RatingRepository {

    /** One entry's stored rating with the entry's name, as the ladder shows it. */
    public record RatedEntry(String entryId, String name, String contestant, int version, double value, Double uncertainty,
                             int matches, double lastChange, StoredState state) {
    }

    private final Jdbc jdbc;

    public RatingRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    /** The entry's stored state, locked until the transaction ends; empty before its first rated match. */
    public Optional<StoredState> lockState(Connection connection, String competition, String entryId) throws SQLException {
        return Jdbc.query(connection, """
                select s1, s2, s3, s_at, matches from rating where competition = ? and entry_id = ? for update""",
                RatingRepository::state, competition, entryId).stream().findFirst();
    }

    /** Drops the competition's ladder state and history, before a replay. */
    public void clear(Connection connection, String competition) throws SQLException {
        Jdbc.update(connection, "delete from rating_history where competition = ?", competition);
        Jdbc.update(connection, "delete from rating where competition = ?", competition);
    }

    /** The incremental state as stored, by entry id. */
    public Map<String, StoredState> states(String competition) {
        return jdbc.queryByKey("select entry_id, s1, s2, s3, s_at, matches from rating where competition = ?", "entry_id",
                RatingRepository::state, competition);
    }

    /** The competition's rated entries straight off the rating_board index order (value descending, entry id). */
    public List<RatedEntry> ladder(String competition) {
        return jdbc.query("""
                select r.entry_id, r.value, r.uncertainty, r.matches, r.last_change, r.s1, r.s2, r.s3, r.s_at,
                       e.name, e.contestant, e.version
                from rating r join entry e on e.entry_id = r.entry_id
                where r.competition = ? order by r.value desc, r.entry_id""", rows -> new RatedEntry(
                rows.getString("entry_id"), rows.getString("name"), rows.getString("contestant"), rows.getInt("version"),
                rows.getDouble("value"), Jdbc.nullableDouble(rows, "uncertainty"), rows.getInt("matches"),
                rows.getDouble("last_change"), state(rows)), competition);
    }

    /** The entry's rating after each rated match, oldest first. */
    public List<HistoryPoint> history(String entryId) {
        return jdbc.query("""
                select match_id, at, value, uncertainty, matches from rating_history where entry_id = ? order by seq""",
                rows -> new HistoryPoint(rows.getString("match_id"), Jdbc.instant(rows, "at"), rows.getDouble("value"),
                        Jdbc.nullableDouble(rows, "uncertainty"), rows.getInt("matches")), entryId);
    }

    /** Batched writes of rating rows and history rows, sent by {@link Writes#flush()}. */
    public Writes writes(Connection connection) throws SQLException {
        return new Writes(connection);
    }

    private static StoredState state(ResultSet rows) throws SQLException {
        return new StoredState(rows.getDouble("s1"), Jdbc.nullableDouble(rows, "s2"), Jdbc.nullableDouble(rows, "s3"),
                Jdbc.instant(rows, "s_at"), rows.getInt("matches"));
    }

    /** Batched writes of rating rows and history rows. */
    public static final class Writes implements AutoCloseable {
        private final PreparedStatement rating;
        private final PreparedStatement history;

        private Writes(Connection connection) throws SQLException {
            rating = connection.prepareStatement("""
                    insert into rating (competition, entry_id, method, value, uncertainty, matches, s1, s2, s3, s_at,
                                        last_change, last_seq, updated_at)
                    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    on conflict (competition, entry_id) do update set method = excluded.method, value = excluded.value,
                        uncertainty = excluded.uncertainty, matches = excluded.matches, s1 = excluded.s1, s2 = excluded.s2,
                        s3 = excluded.s3, s_at = excluded.s_at, last_change = excluded.last_change,
                        last_seq = excluded.last_seq, updated_at = excluded.updated_at""");
            history = connection.prepareStatement("""
                    insert into rating_history (entry_id, seq, competition, match_id, value, uncertainty, matches, at)
                    values (?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing""");
        }

        /** The entry's rating row and its history row for this result. */
        public void rating(String competition, String entryId, String method, PairwiseMethod.Update update, MatchResult result)
                throws SQLException {
            ratingRow(competition, entryId, method, update, result);
            history(competition, entryId, update, result);
        }

        public void ratingRow(String competition, String entryId, String method, PairwiseMethod.Update update,
                              MatchResult result) throws SQLException {
            StoredState s = update.state();
            Jdbc.bind(rating, competition, entryId, method, update.value(), update.uncertainty(), s.matches(), s.s1(),
                    s.s2(), s.s3(), s.at(), update.change(), result.sequence(), result.finishedAt());
            rating.addBatch();
        }

        public void history(String competition, String entryId, PairwiseMethod.Update update, MatchResult result)
                throws SQLException {
            Jdbc.bind(history, entryId, result.sequence(), competition, result.resultId(), update.value(),
                    update.uncertainty(), update.state().matches(), result.finishedAt());
            history.addBatch();
        }

        public void flush() throws SQLException {
            rating.executeBatch();
            history.executeBatch();
            close();
        }

        @Override
        public void close() throws SQLException {
            rating.close();
            history.close();
        }
    }
}
