package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.model.CompetitionView;
import dev.arbiter.leaderboard.persistence.DisqualificationRepository;
import dev.arbiter.leaderboard.persistence.Jdbc;
import dev.arbiter.proto.v1.EntryStatus;
import dev.arbiter.proto.v1.EntryStatusChanged;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

import java.time.Instant;
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

    private final Jdbc jdbc;
    private final DisqualificationRepository repository;
    private final Competitions competitions;
    private final Ratings ratings;
    private final LeaderboardCache cache;
    private final LiveUpdates live;

    public Disqualifications(Jdbc jdbc, DisqualificationRepository repository, Competitions competitions, Ratings ratings,
                             LeaderboardCache cache, LiveUpdates live) {
        this.jdbc = jdbc;
        this.repository = repository;
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
            if (!repository.store(connection, message.getEntryId(), slug, message.getVersion(), reason, at)) {
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
}
