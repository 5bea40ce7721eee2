package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.persistence.Jdbc;
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

    private final Jdbc jdbc;

    public Activity(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    /** Per competition slug; competitions without a recorded match are absent. */
    public Map<String, Recent> byCompetition() {
        Map<String, Recent> recent = new HashMap<>();
        jdbc.query("""
                select competition, count(*) filter (where recorded_at > now() - interval '1 day') as last_day,
                       max(recorded_at) as last_match
                from match_result group by competition""", rows -> recent.put(rows.getString("competition"),
                new Recent(rows.getLong("last_day"), Jdbc.instant(rows, "last_match"))));
        return recent;
    }

    public static Recent none() {
        return Recent.NONE;
    }
}
