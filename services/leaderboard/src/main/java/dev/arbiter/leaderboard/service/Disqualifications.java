package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.persistence.Jdbc;
import dev.arbiter.leaderboard.service.Views.Disqualification;
import dev.arbiter.proto.v1.EntryStatus;
import dev.arbiter.proto.v1.EntryStatusChanged;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The organiser's disqualifications, from the scheduler's {@code entry.status}. A disqualified entry version
 * takes every match of that entry up to that version out of the ratings (its opponents' ratings are rebuilt
 * without them) and the entry out of the ranking, shown apart with the reason. A newer version plays afresh.
 * Other statuses (validating, ready, failed) are the submission service's timeline, not the leaderboard's.
 */
@ApplicationScoped
public class Disqualifications {

    private static final Logger LOG = Logger.getLogger(Disqualifications.class);
    /** The scheduler's detail reads "disqualified: reason"; pages say "disqualified" themselves. */
    private static final String PREFIX = "disqualified: ";
    /** Disqualifications that stand: no newer version of the entry has played since. */
    private static final String STANDING = """
            select d.entry_id, coalesce(e.name, d.entry_id) as name, coalesce(e.contestant, '') as contestant,
                   d.version, d.reason, d.at
            from entry_disqualification d left join entry e on e.entry_id = d.entry_id
            where (e.version is null or e.version <= d.version)""";

    private final Jdbc jdbc;
    private final Competitions competitions;
    private final Ratings ratings;
    private final LeaderboardCache cache;
    private final LiveUpdates live;

    public Disqualifications(Jdbc jdbc, Competitions competitions, Ratings ratings, LeaderboardCache cache, LiveUpdates live) {
        this.jdbc = jdbc;
        this.competitions = competitions;
        this.ratings = ratings;
        this.cache = cache;
        this.live = live;
    }

    /** Applies a disqualification; the same message twice (or an older version's) changes nothing. */
    public void onStatus(EntryStatusChanged message) {
        if (message.getStatus() != EntryStatus.ENTRY_STATUS_DISQUALIFIED) {
            return;
        }
        if (message.getEntryId().isBlank() || message.getCompetition().isBlank()) {
            throw new IllegalArgumentException("an entry.status without entry id or competition");
        }
        String slug = message.getCompetition();
        String reason = message.getDetail().startsWith(PREFIX) ? message.getDetail().substring(PREFIX.length()) : message.getDetail();
        Instant at = message.getAtMs() > 0 ? Instant.ofEpochMilli(message.getAtMs()) : Instant.now();
        boolean changed = jdbc.inTransaction(connection -> {
            // Locked first, as results lock it: no result of this competition is applied while it is rebuilt.
            Optional<CompetitionView> competition = competitions.lock(connection, slug);
            int stored = Jdbc.update(connection, """
                    insert into entry_disqualification (entry_id, competition, version, reason, at) values (?, ?, ?, ?, ?)
                    on conflict (entry_id) do update set competition = excluded.competition, version = excluded.version,
                        reason = excluded.reason, at = excluded.at
                    where excluded.version > entry_disqualification.version
                       or (excluded.version = entry_disqualification.version and excluded.reason <> entry_disqualification.reason)""",
                    message.getEntryId(), slug, message.getVersion(), reason, at);
            if (stored == 0) {
                return false;
            }
            if (competition.isPresent()) {
                int replayed = ratings.rebuild(connection, slug, competition.get().ladderMethod());
                LOG.infof("Entry %s v%d disqualified in %s (%s): ratings rebuilt from %d results", message.getEntryId(),
                        message.getVersion(), slug, reason, replayed);
            }
            return true;
        });
        if (changed) {
            cache.invalidate(slug);
            live.competitionChanged(slug, null);
        }
    }

    /** Whether any of these seats (entry id, version) belongs to a disqualified version: such a result is never applied. */
    static boolean anyDisqualified(Connection connection, List<String> entryIds, List<Integer> versions) throws SQLException {
        for (int i = 0; i < entryIds.size(); i++) {
            if (!Jdbc.query(connection, "select 1 from entry_disqualification where entry_id = ? and version >= ?",
                    rows -> 1, entryIds.get(i), versions.get(i)).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** The competition's entries that stand disqualified (no newer version has played since), newest first. */
    static List<Disqualification> standing(Jdbc jdbc, String competition) {
        return jdbc.query(STANDING + " and d.competition = ? order by d.at desc, d.entry_id", Disqualifications::view,
                competition);
    }

    /** The entry's disqualification, while it stands. */
    public Optional<Disqualification> of(String entryId) {
        return jdbc.query(STANDING + " and d.entry_id = ?", Disqualifications::view, entryId).stream().findFirst();
    }

    private static Disqualification view(java.sql.ResultSet rows) throws SQLException {
        return new Disqualification(rows.getString("entry_id"), rows.getString("name"), rows.getString("contestant"),
                rows.getInt("version"), rows.getString("reason"), Jdbc.instant(rows, "at"));
    }
}
