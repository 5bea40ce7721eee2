package dev.arbiter.messaging;

/**
 * Every Kafka topic of the platform. Messages are protobuf ({@code proto/}); keys are the id named here,
 * so all messages about one match (or entry) land on one partition in order.
 */
public final class Topics {

    /** Scheduler → runners (one consumer group). Key: match id. {@code MatchRequest}. The bulk of the work: ladders, rounds, reruns. */
    public static final String MATCH_REQUESTED = "match.requested";
    /**
     * Scheduler → runners, ahead of {@link #MATCH_REQUESTED}: the matches that jump the queue (a new entry's
     * validation match and its first ladder matches, and their re-issues). Runners give a free worker slot to
     * this topic first. Key: match id. {@code MatchRequest}, as on {@link #MATCH_REQUESTED}.
     */
    public static final String MATCH_REQUESTED_PRIORITY = "match.requested.priority";
    /** Runner → scheduler, while a match runs. Key: match id. {@code MatchHeartbeat}. */
    public static final String MATCH_HEARTBEAT = "match.heartbeat";
    /** Runner → scheduler. Key: match id. {@code MatchResult}; may arrive more than once per match. */
    public static final String MATCH_FINISHED = "match.finished";
    /** Scheduler → leaderboard. Key: match id. {@code MatchRecorded}; the one accepted outcome per match. */
    public static final String MATCH_RECORDED = "match.recorded";
    /** Submission → scheduler. Key: entry id. {@code EntrySubmitted}. */
    public static final String ENTRY_SUBMITTED = "entry.submitted";
    /** Scheduler → submission, leaderboard. Key: entry id. {@code EntryStatusChanged}. */
    public static final String ENTRY_STATUS = "entry.status";
    /** Scheduler → everyone. Key: competition slug. {@code CompetitionUpdated}. */
    public static final String COMPETITION_UPDATED = "competition.updated";
    /** Scheduler → leaderboard. Key: round id. {@code RoundPublished}. */
    public static final String ROUND_PUBLISHED = "round.published";
    /**
     * Scheduler → leaderboard. Key: competition slug. {@code TranscriptsExpired}: matches whose transcripts are past
     * their competition's retention; their results stay.
     */
    public static final String TRANSCRIPT_EXPIRED = "transcript.expired";
    /** Submission → scheduler. Key: username. {@code AccountRole}, sealed ({@link AccountRoleSeal}); the latest per username is the account's role. */
    public static final String ACCOUNT_ROLE = "account.role";

    private Topics() {
    }
}
