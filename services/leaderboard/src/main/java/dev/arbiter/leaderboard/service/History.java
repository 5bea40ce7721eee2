package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.config.LeaderboardConfig;
import dev.arbiter.leaderboard.model.Views.EntryHistory;
import dev.arbiter.leaderboard.model.Views.HistoryPoint;
import dev.arbiter.leaderboard.persistence.DisqualificationRepository;
import dev.arbiter.leaderboard.persistence.EntryRepository;
import dev.arbiter.leaderboard.persistence.EntryRepository.AppliedScore;
import dev.arbiter.leaderboard.persistence.RatingRepository;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** An entry's story: its rating over time, how it fares against each opponent, its recent matches and errors. */
@ApplicationScoped
public class History {

    private final LeaderboardConfig config;
    private final EntryRepository entries;
    private final RatingRepository ratings;
    private final DisqualificationRepository disqualifications;
    private final LeaderboardCache cache;

    public History(LeaderboardConfig config, EntryRepository entries, RatingRepository ratings,
                   DisqualificationRepository disqualifications, LeaderboardCache cache) {
        this.config = config;
        this.entries = entries;
        this.ratings = ratings;
        this.disqualifications = disqualifications;
        this.cache = cache;
    }

    public Optional<EntryHistory> of(String entryId) {
        return entries.find(entryId).map(entry -> {
            String competition = entry.competition();
            Optional<LeaderboardCache.Snapshot> snapshot = cache.snapshot(competition);
            boolean pairwise = snapshot.map(s -> s.competition().pairwise()).orElse(true);
            return new EntryHistory(entryId, entry.name(), entry.contestant(), competition, entry.version(),
                    snapshot.flatMap(s -> s.row(entryId)).orElse(null),
                    pairwise ? ratings.history(entryId) : runningMean(entryId),
                    entries.opponents(entryId),
                    entries.recentMatches(entryId, config.recentMatches()),
                    entries.recentErrors(entryId, entry.version(), config.recentMatches()),
                    disqualifications.standingOf(entryId).orElse(null));
        });
    }

    /** The entry's rating after each rated match, oldest first. */
    public List<HistoryPoint> ratingHistory(String entryId) {
        return ratings.history(entryId);
    }

    /** Single-player entries: the mean score after each applied match. */
    private List<HistoryPoint> runningMean(String entryId) {
        List<HistoryPoint> points = new ArrayList<>();
        double sum = 0;
        for (AppliedScore applied : entries.appliedScores(entryId)) {
            sum += applied.score();
            points.add(new HistoryPoint(applied.matchId(), applied.recordedAt(), sum / (points.size() + 1), null,
                    points.size() + 1));
        }
        return points;
    }
}
