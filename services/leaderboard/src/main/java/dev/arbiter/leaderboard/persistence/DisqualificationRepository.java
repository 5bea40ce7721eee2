package dev.arbiter.leaderboard.persistence;

import dev.arbiter.leaderboard.model.Views.Disqualification;
import jakarta.enterprise.context.ApplicationScoped;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The {@code entry_disqualification} table: one row per entry, its newest disqualified version. */
@ApplicationScoped
public class DisqualificationRepository {

    /** Disqualifications that stand: no newer version of the entry has played since. */
    private static final String STANDING = """
            select d.entry_id, coalesce(e.name, d.entry_id) as name, coalesce(e.contestant, '') as contestant,
                   d.version, d.reason, d.at
            from entry_disqualification d left join entry e on e.entry_id = d.entry_id
            where (e.version is null or e.version <= d.version)""";

    private final Jdbc jdbc;

    public DisqualificationRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Stores a disqualification unless the entry's stored one is of a newer version, or the same with the same reason.
     *
     * @return whether anything changed
     */
    public boolean store(Connection connection, String entryId, String competition, int version, String reason,
                         Instant at) throws SQLException {
        return Jdbc.update(connection, """
                insert into entry_disqualification (entry_id, competition, version, reason, at) values (?, ?, ?, ?, ?)
                on conflict (entry_id) do update set competition = excluded.competition, version = excluded.version,
                    reason = excluded.reason, at = excluded.at
                where excluded.version > entry_disqualification.version
                   or (excluded.version = entry_disqualification.version and excluded.reason <> entry_disqualification.reason)""",
                entryId, competition, version, reason, at) > 0;
    }

    /** Whether any of these seats (entry id, version) belongs to a disqualified version. */
    public boolean anyDisqualified(Connection connection, List<String> entryIds, List<Integer> versions)
            throws SQLException {
        for (int i = 0; i < entryIds.size(); i++) {
            if (!Jdbc.query(connection, "select 1 from entry_disqualification where entry_id = ? and version >= ?",
                    rows -> 1, entryIds.get(i), versions.get(i)).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** The competition's entries that stand disqualified, newest first. */
    public List<Disqualification> standing(String competition) {
        return jdbc.query(STANDING + " and d.competition = ? order by d.at desc, d.entry_id",
                DisqualificationRepository::view, competition);
    }

    /** The entry's disqualification, while it stands. */
    public Optional<Disqualification> standingOf(String entryId) {
        return jdbc.query(STANDING + " and d.entry_id = ?", DisqualificationRepository::view, entryId).stream().findFirst();
    }

    private static Disqualification view(ResultSet rows) throws SQLException {
        return new Disqualification(rows.getString("entry_id"), rows.getString("name"), rows.getString("contestant"),
                rows.getInt("version"), rows.getString("reason"), Jdbc.instant(rows, "at"));
    }
}
