package dev.arbiter.leaderboard.config;

import dev.arbiter.hostdirs.PrivateDirectory;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

import java.time.Duration;
import java.util.Map;

/**
 * Settings of the leaderboard, read from {@code arbiter.leaderboard.*}
 * (environment: {@code ARBITER_LEADERBOARD_*}).
 */
@ConfigMapping(prefix = "arbiter.leaderboard")
public interface LeaderboardConfig {

    /**
     * Rated matches an entry must play before its rating stops being shown as provisional.
     * Below this count the rating's uncertainty is too wide to rank the entry with confidence. A
     * rating whose uncertainty is still above its method's threshold stays provisional too.
     */
    @WithDefault("10")
    int provisionalMatchCount();

    /**
     * Rows per page of standings and match history, on the public pages and in the API when the
     * client does not ask for a page size.
     */
    @WithDefault("50")
    int pageSize();

    /** The most rows one API page may ask for. */
    @WithDefault("500")
    int maxPageSize();

    /**
     * Ladder method for two-seat competitions whose ranking method (from the scheduler) is not a ladder
     * method itself: {@code elo}, {@code glicko2} or {@code trueskill} (shown as μ − 3σ). Single-player
     * competitions are ranked by libs/rating's score ranking instead (their spec ranking, else the mean score).
     * TrueSkill by default: of the three it needs the fewest matches per entry to order a simulated field
     * correctly (the scheduler's {@code LadderSimulationTest}).
     */
    @WithDefault("trueskill")
    String ladderMethod();

    /** Per-competition ladder method, overriding {@link #ladderMethod()}: {@code ladder-methods.<slug>=elo}. */
    Map<String, String> ladderMethods();

    /**
     * The shared content-addressed blob store the runners write transcripts to: a directory (or
     * {@code file:} URI) shared by all services on one machine, made owner-only and refused when open to others;
     * or {@code s3://bucket/prefix}. Same naming and default as the runner's {@code arbiter.sandbox-runner.blob-store}.
     */
    @WithDefault(PrivateDirectory.STATE_HOME + "/blobs")
    String blobStore();

    /** Transcript lines per page of the transcript viewer and API, unless the client asks for another size. */
    @WithDefault("200")
    int transcriptPageSize();

    /** How many recent matches the entry page and history API list. */
    @WithDefault("20")
    int recentMatches();

    /**
     * The most frames a GVGAI replay on the match page shows: a longer play shows every k-th tick (and always its
     * last), so that a 2000-tick level is not 2000 images to render, cache and fetch.
     */
    @WithDefault("200")
    int replayMaxFrames();

    /**
     * GVGAI replays whose rendered frames stay in memory, most recently watched first: replaying a tape is cheap,
     * but a player fetches its frames one by one and each fetch must not replay the level again.
     */
    @WithDefault("16")
    int replayCachedPlays();

    /**
     * How many GVGAI plays one client address may have rendered per {@link #replayRenderWindow()}: a render costs
     * seconds of CPU, so a visitor may not spend the leaderboard's cores at will (429 beyond it). Frames of plays
     * already rendered are free; a GVGAI run's page shows a handful of plays.
     */
    @WithDefault("12")
    int replayRendersPerAddress();

    /** The window of {@link #replayRendersPerAddress()}. */
    @WithDefault("PT1M")
    java.time.Duration replayRenderWindow();

    /**
     * How many plays may wait for the one renderer thread (503 beyond it): renders run one at a time, so a burst
     * of them costs one core and never the pages other visitors load.
     */
    @WithDefault("4")
    int replayRenderQueue();

    /** Kafka consumer settings. */
    Kafka kafka();

    interface Kafka {
        /** Consumer group of the leaderboard: one group, so each record is rated once per deployment. */
        @WithDefault("arbiter-leaderboard")
        String groupId();

        /** Longest wait between retries of a record whose handling failed (e.g. PostgreSQL down). */
        @WithDefault("5s")
        Duration maxBackoff();
    }
}
