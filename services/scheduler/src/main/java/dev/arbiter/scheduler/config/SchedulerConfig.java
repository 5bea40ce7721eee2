package dev.arbiter.scheduler.config;

import dev.arbiter.hostdirs.PrivateDirectory;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

import java.time.Duration;

/**
 * Settings of the scheduler, read from {@code arbiter.scheduler.*}
 * (environment: {@code ARBITER_SCHEDULER_*}).
 */
@ConfigMapping(prefix = "arbiter.scheduler")
public interface SchedulerConfig {

    /**
     * How long a runner holds a match without a heartbeat. Each heartbeat renews the lease; a
     * lease that expires makes the scheduler re-issue the match to another runner. Accepts
     * ISO-8601 ({@code PT1M}) or short ({@code 60s}) durations.
     */
    @WithDefault("60s")
    Duration leaseDuration();

    /**
     * How many times one match is issued before the scheduler gives up and marks it
     * {@code infrastructure-error} (never rated, never counted against a quota).
     */
    @WithDefault("3")
    int maxAttempts();

    /** How often leases are checked for expiry (and lapsed matches re-issued). */
    @WithDefault("1s")
    Duration leaseSweepInterval();

    /** How often the ladder tops up each open competition's matches in flight. */
    @WithDefault("1s")
    Duration ladderInterval();

    /**
     * Where uploaded game programs go: the blob directory shared with the submission service and the runners
     * on one machine (made owner-only, refused when open to others), or {@code s3://bucket/prefix} on a cluster
     * (deploy/k8s). Runners fetch a competition's game from here by its sha256.
     */
    @WithDefault(PrivateDirectory.STATE_HOME + "/blobs")
    String blobStore();

    /**
     * Largest game program an organiser may upload, in bytes. A larger one is refused with 413 naming this
     * limit; the HTTP body limit ({@code quarkus.http.limits.max-body-size}) must stay above it.
     */
    @WithDefault("16777216")
    long maxGameBytes();

    /**
     * The installation's secret every seed is derived from (HMAC-SHA-256: each match's game seed, each seat's
     * {@code ARBITER_SEED}, the ladder's draws): hex, or text of at least 16 bytes. Only the scheduler holds it;
     * whoever has it can compute every seed of every match, past and future, so keep it like a password.
     * {@code ./arbiter up} makes one ({@code .arbiter/data/secrets/seed-key}); on a cluster it comes from the
     * Secret {@code arbiter-seed-key}. Changing it changes every seed not yet drawn; stored matches keep theirs.
     */
    String seedKey();

    /** Which matches jump the queue (runners play {@code match.requested.priority} before {@code match.requested}). */
    Priority priority();

    interface Priority {
        /**
         * How many ladder matches of a new entry version jump the queue after its validation match (which
         * always does): made one after another as soon as the version is ready and each time the last one ends,
         * beyond the competition's ladder concurrency, against opponents the ladder's matchmaking picks, and
         * played by the first runner slot that frees. Until it has this many, the version plays no other
         * ladder match. A contestant sees a rating within seconds even while the ladders keep every runner
         * busy; {@code 0} lets only validation jump the queue.
         */
        @WithDefault("2")
        int firstLadderMatches();
    }

    /** Limits on checking an organiser's RDDL domain set or VGDL game ({@code service/UploadChecks}). */
    Uploads uploads();

    /**
     * An organiser's upload is read and checked on one worker thread of its own, within these limits, so that a small
     * hostile file cannot take the scheduler's heap, stack or time; over a limit the organiser gets 422 naming the
     * file, the line and the limit.
     */
    interface Uploads {
        /**
         * Longest one upload's check may take (parsing, grounding every instance, starting every level); past it the
         * check is stopped and refused. Default: 20 s.
         */
        @WithDefault("20s")
        Duration checkTimeout();

        /** Checks that may wait for the worker while it checks another; more are refused with 503. Default: 4. */
        @WithDefault("4")
        int checkQueue();

        /**
         * Most bytes of .rddl text in one RDDL set, unzipped. Default: 1 MiB (the largest shipped IPPC file is 13 KB;
         * what is held while parsing grows with the text).
         */
        @WithDefault("1048576")
        long rddlMaxBytes();

        /**
         * Most ground fluents one RDDL instance may have (every pvariable over its objects; state fluents count twice).
         * Default: 100000 (IPPC 2011 and 2014 need at most a few thousand).
         */
        @WithDefault("100000")
        long rddlMaxGroundFluents();

        /**
         * Most expression terms grounding one RDDL instance may make (quantifiers and aggregates unrolled over their
         * objects). Default: 1000000, which every shipped IPPC instance but traffic_inst_mdp__10 fits (play that one as
         * the built-in set, or raise this).
         */
        @WithDefault("1000000")
        long rddlMaxGroundTerms();

        /** Most bytes of one VGDL game's files together, unzipped. Default: 4 MiB. */
        @WithDefault("4194304")
        long vgdlMaxBytes();
    }

    /** How long match transcripts are kept (results, scores and ratings are kept for good). */
    Retention retention();

    interface Retention {
        /**
         * Days a ladder match's transcript is kept after the match, for a competition whose organiser chose none.
         * With {@link #ladderTranscriptsPerEntry()} it bounds a season: a transcript older than this, or not among
         * the last matches of any of its entries, expires. Validation, official-round and rerun transcripts are
         * kept until the competition is archived.
         */
        @WithDefault("14")
        int ladderTranscriptDays();

        /**
         * How many of each entry's latest ladder matches keep their transcripts, for a competition whose organiser
         * chose none. 100 entries × 200 matches is at most 20,000 transcripts (~70 KB each compressed for a
         * 1000-move match): about 1.4 GB for a whole ladder, however long it runs.
         */
        @WithDefault("200")
        int ladderTranscriptsPerEntry();

        /** How often transcripts past their retention are looked for and marked expired. */
        @WithDefault("10m")
        Duration interval();
    }

    /** Deleting the blobs no record refers to (libs/blobstore {@code BlobStore.sweep}). */
    BlobCollection blobCollection();

    interface BlobCollection {
        /**
         * Whether this scheduler sweeps the shared blob store. One collector per store: the scheduler is the one
         * service that holds (or hears of) every reference. An S3 store is never swept (use the bucket's lifecycle).
         */
        @WithDefault("true")
        boolean enabled();

        /** How often the blob store is swept. */
        @WithDefault("1h")
        Duration interval();

        /**
         * How young a blob is safe from a sweep, counted from when it was last stored: longer than any writer
         * takes from storing a blob to its reference reaching the scheduler (a runner's transcript or built tree
         * through match.finished, an upload through entry.submitted). Storing bytes again makes them young again.
         */
        @WithDefault("1h")
        Duration grace();
    }

    /** Kafka settings of the scheduler. */
    Kafka kafka();

    /** The transactional outbox that carries the scheduler's messages to Kafka (libs/messaging {@code Outbox}). */
    Outbox outbox();

    interface Outbox {

        /**
         * How often the relay looks for unsent messages besides the immediate pass after each commit: the
         * bound on how late a message is after a crash of the process that wrote it. Default: 2 s.
         */
        @WithDefault("2s")
        Duration pollInterval();

        /**
         * Longest wait between passes while Kafka or the database is away; the waits double from 250 ms up to
         * it (the platform's one back-off rule, libs/messaging {@code Backoff}). Default: 10 s.
         */
        @WithDefault("10s")
        Duration maxBackoff();

        /** Most messages one pass sends, all in flight at once. Default: 200. */
        @WithDefault("200")
        int batchSize();
    }

    interface Kafka {
        /** Consumer group reading entry.submitted, match.heartbeat and match.finished. */
        @WithDefault("arbiter-scheduler")
        String groupId();

        /**
         * Partitions of {@code match.requested} and of {@code match.requested.priority} when the scheduler
         * creates them: at least the total number of runner worker slots, or some slots idle.
         */
        @WithDefault("12")
        int requestedPartitions();

        /** How long to wait for the broker when sending one outbox message before trying again later. */
        @WithDefault("10s")
        Duration sendTimeout();
    }
}
