package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.persistence.ResultRepository;
import jakarta.enterprise.context.ApplicationScoped;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/** How busy each competition is, for the home page: a newcomer picks a competition that is alive. */
@ApplicationScoped
public class Activity {

    /**
     * @param lastDay    matches recorded in the last 24 hours
     * @param lastMatch  when the newest match was recorded; null before the first
     */
    public record Recent(long lastDay, Instant lastMatch) {
        static final Recent NONE = new Recent(0, null);
    }

    private final ResultRepository results;

    public Activity(ResultRepository results) {
        this.results = results;
    }

    /** Per competition slug; competitions without a recorded match are absent. */
    public Map<String, Recent> byCompetition() {
        Map<String, Recent> recent = new HashMap<>();
        results.recentByCompetition().forEach((slug, matches) ->
                recent.put(slug, new Recent(matches.lastDay(), matches.lastMatch())));
        return recent;
    }

    public static Recent none() {
        return Recent.NONE;
    }
}
