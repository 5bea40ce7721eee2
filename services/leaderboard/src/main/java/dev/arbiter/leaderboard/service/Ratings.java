package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.config.LeaderboardConfig;
import dev.arbiter.leaderboard.persistence.Jdbc;
import dev.arbiter.leaderboard.rating.PairwiseMethod;
import dev.arbiter.leaderboard.rating.StoredState;
import dev.arbiter.rating.MatchResult;
import jakarta.enterprise.context.ApplicationScoped;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The ladder state in the {@code rating} and {@code rating_history} tables: applied one result at a time
 * as results arrive, rebuilt from {@code match_result} when a competition's method changes, and
 * recomputed from scratch by libs/rating's {@link dev.arbiter.rating.Ladder} to check the two agree.
 */
@ApplicationScoped
public class Ratings {

    private final LeaderboardConfig config;
    private final Jdbc jdbc;

    public Ratings(LeaderboardConfig config, Jdbc jdbc) {
        this.config = config;
        this.jdbc = jdbc;
    }

    public Optional<PairwiseMethod<?>> method(String name) {
        return PairwiseMethod.named(name, config.provisionalMatchCount());
    }

    /**
     * Applies one rated two-seat result on top of the stored state of its seats (locked for the
     * transaction) and records what it did to each seat in the history.
     */
    public void apply(Connection connection, String competition, PairwiseMethod<?> method, MatchResult result)
            throws SQLException {
        List<Optional<StoredState>> before = new ArrayList<>();
        for (var seat : result.seats()) {
            before.add(Jdbc.query(connection, """
                    select s1, s2, s3, s_at, matches from rating where competition = ? and entry_id = ? for update""",
                    rows -> new StoredState(rows.getDouble("s1"), Jdbc.nullableDouble(rows, "s2"),
                            Jdbc.nullableDouble(rows, "s3"), Jdbc.instant(rows, "s_at"), rows.getInt("matches")),
                    competition, seat.entryId()).stream().findFirst());
        }
        List<PairwiseMethod.Update> after = method.apply(before, result);
        Writes writes = new Writes(connection);
        for (int i = 0; i < after.size(); i++) {
            writes.rating(competition, result.seats().get(i).entryId(), method.name(), after.get(i), result);
        }
        writes.flush();
    }

    /**
     * Replaces the competition's ladder state with a replay of its applied results in sequence order:
     * what a changed method, a disqualification (or a repaired table) needs. Which results apply is decided
     * again here by the same rule {@link ResultRecorder} applies as they arrive.
     */
    public int rebuild(Connection connection, String competition, String methodName) throws SQLException {
        Jdbc.update(connection, "delete from rating_history where competition = ?", competition);
        Jdbc.update(connection, "delete from rating where competition = ?", competition);
        Optional<PairwiseMethod<?>> method = method(methodName);
        int seats = method.isPresent() ? 2 : 1;
        Jdbc.update(connection, """
                update match_result r set applied = (r.rated and r.status = 'completed'
                    and (select count(*) from match_seat s where s.match_id = r.match_id) = ?
                    and not exists (select 1 from match_seat s join entry_disqualification d on d.entry_id = s.entry_id
                                    where s.match_id = r.match_id and s.version <= d.version))
                where r.competition = ?""", seats, competition);
        if (method.isEmpty()) {
            return 0;
        }
        List<MatchResult> results = appliedResults(connection, competition);
        Map<String, StoredState> states = new HashMap<>();
        Map<String, Object[]> finalRows = new LinkedHashMap<>();
        Writes writes = new Writes(connection);
        for (MatchResult result : results) {
            List<Optional<StoredState>> before = result.seats().stream()
                    .map(seat -> Optional.ofNullable(states.get(seat.entryId()))).toList();
            List<PairwiseMethod.Update> after = method.get().apply(before, result);
            for (int i = 0; i < after.size(); i++) {
                String entryId = result.seats().get(i).entryId();
                states.put(entryId, after.get(i).state());
                writes.history(competition, entryId, after.get(i), result);
                finalRows.put(entryId, new Object[]{after.get(i), result});
            }
        }
        for (var row : finalRows.entrySet()) {
            writes.ratingRow(competition, row.getKey(), methodName, (PairwiseMethod.Update) row.getValue()[0],
                    (MatchResult) row.getValue()[1]);
        }
        writes.flush();
        return results.size();
    }

    /** The competition's applied two-seat results in sequence order, as libs/rating sees them. */
    public List<MatchResult> appliedResults(Connection connection, String competition) throws SQLException {
        List<MatchResult> results = new ArrayList<>();
        String[] pending = new String[4];
        long[] seq = new long[1];
        Instant[] at = new Instant[1];
        double[] scores = new double[2];
        Jdbc.query(connection, """
                select r.seq, r.match_id, r.recorded_at, s.seat, s.entry_id, s.score
                from match_result r join match_seat s on s.match_id = r.match_id
                where r.competition = ? and r.applied order by r.seq, s.seat""", rows -> {
            int seat = rows.getInt("seat");
            if (seat == 1) {
                pending[0] = rows.getString("match_id");
                pending[1] = rows.getString("entry_id");
                seq[0] = rows.getLong("seq");
                at[0] = Jdbc.instant(rows, "recorded_at");
                scores[0] = rows.getDouble("score");
            } else {
                scores[1] = rows.getDouble("score");
                results.add(MatchResult.completed(pending[0], seq[0], at[0], pending[1], scores[0],
                        rows.getString("entry_id"), scores[1]));
            }
            return null;
        }, competition);
        return results;
    }

    /** libs/rating's {@link dev.arbiter.rating.Ladder#recompute} over the results table. */
    public Map<String, StoredState> recompute(String competition, String methodName) {
        PairwiseMethod<?> method = method(methodName).orElseThrow();
        return jdbc.inTransaction(connection -> method.recompute(appliedResults(connection, competition)));
    }

    /** The incremental state as stored. */
    public Map<String, StoredState> stored(String competition) {
        Map<String, StoredState> states = new HashMap<>();
        jdbc.query("select entry_id, s1, s2, s3, s_at, matches from rating where competition = ?", rows -> {
            states.put(rows.getString("entry_id"), new StoredState(rows.getDouble("s1"), Jdbc.nullableDouble(rows, "s2"),
                    Jdbc.nullableDouble(rows, "s3"), Jdbc.instant(rows, "s_at"), rows.getInt("matches")));
            return null;
        }, competition);
        return states;
    }

    /** Batched writes of rating rows and history rows. */
    private static final class Writes implements AutoCloseable {
        private final PreparedStatement rating;
        private final PreparedStatement history;

        Writes(Connection connection) throws SQLException {
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

        void rating(String competition, String entryId, String method, PairwiseMethod.Update update, MatchResult result)
                throws SQLException {
            ratingRow(competition, entryId, method, update, result);
            history(competition, entryId, update, result);
        }

        void ratingRow(String competition, String entryId, String method, PairwiseMethod.Update update, MatchResult result)
                throws SQLException {
            StoredState s = update.state();
            Jdbc.bind(rating, competition, entryId, method, update.value(), update.uncertainty(), s.matches(), s.s1(),
                    s.s2(), s.s3(), s.at(), update.change(), result.sequence(), result.finishedAt());
            rating.addBatch();
        }

        void history(String competition, String entryId, PairwiseMethod.Update update, MatchResult result)
                throws SQLException {
            Jdbc.bind(history, entryId, result.sequence(), competition, result.resultId(), update.value(),
                    update.uncertainty(), update.state().matches(), result.finishedAt());
            history.addBatch();
        }

        void flush() throws SQLException {
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
