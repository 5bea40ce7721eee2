package dev.arbiter.leaderboard.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * Settings of the leaderboard, read from {@code arbiter.leaderboard.*}
 * (environment: {@code ARBITER_LEADERBOARD_*}).
 */
@ConfigMapping(prefix = "arbiter.leaderboard")
public interface LeaderboardConfig {

    /**
     * Rated matches an entry must play before its rating stops being shown as provisional.
     * Below this count the rating's uncertainty is too wide to rank the entry with confidence.
     */
    @WithDefault("10")
    int provisionalMatchCount();

    /**
     * Rows per page of standings and match history, on the public pages and in the API when the
     * client does not ask for a page size.
     */
    @WithDefault("50")
    int pageSize();
}
