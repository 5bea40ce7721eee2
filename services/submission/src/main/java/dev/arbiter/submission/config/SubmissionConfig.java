package dev.arbiter.submission.config;

import dev.arbiter.hostdirs.PrivateDirectory;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Settings of the submission service, read from {@code arbiter.submission.*}
 * (environment: {@code ARBITER_SUBMISSION_*}).
 */
@ConfigMapping(prefix = "arbiter.submission")
public interface SubmissionConfig {

    /**
     * Largest entry artefact (executable or archive) anyone may upload, in bytes; a competition may set
     * a lower limit of its own. Also bounds the HTTP request body ({@code quarkus.http.limits.max-body-size}).
     * Default: 16 MiB.
     */
    @WithDefault("16777216")
    long maxUploadBytes();

    /**
     * Where entry artefacts are kept as content-addressed blobs, shared with the scheduler, the runners and the
     * leaderboard: a directory (or {@code file:} URI) on one machine, made owner-only at startup and refused when
     * other users could read it or someone else owns it; or {@code s3://bucket/prefix} on a cluster (deploy/k8s),
     * where the services share no disk. The default is this account's private state directory.
     */
    @WithDefault(PrivateDirectory.STATE_HOME + "/blobs")
    String blobStore();

    /**
     * Whether this service, once started, compresses in the background the blobs the store still holds as they
     * came (stored before text blobs were kept zstd-compressed): transcripts and logs then take about a tenth of
     * their space. Every blob stays readable under the same digest throughout, and a run cut short is finished by
     * the next start. This service does it alone, so the other services sharing the store need no setting.
     * Default: on.
     */
    @WithDefault("true")
    boolean compressRawBlobs();

    /** Checks made on uploaded archives. */
    Archives archives();

    /** Sign-in slow-down against password guessing, per account and client address. */
    SignIn signIn();

    /** Per client address limits on creating accounts and API tokens (sign-up floods, token farming). */
    RateLimits rateLimits();

    /** The transactional outbox that carries entry.submitted to Kafka. */
    Outbox outbox();

    /** How the service reads what the scheduler announces (competition.updated, entry.status). */
    SchedulerFeed schedulerFeed();

    /** An organiser account created at startup when it does not exist yet (dev, test, first install). */
    BootstrapOrganiser bootstrapOrganiser();

    /**
     * Usernames nobody may register, compared case-insensitively, besides the bootstrap organiser's: names
     * people would take for the platform or its staff. Roles never follow from a name, but a contestant
     * called {@code organiser} still misleads people.
     */
    @WithDefault("organiser,organizer,admin,administrator,root,system,arbiter,superuser,moderator,staff")
    List<String> reservedUsernames();

    /** How much of an entry's stderr from its validation match is kept and shown, in bytes. Default: 4 KiB. */
    @WithDefault("4096")
    int stderrPreviewBytes();

    /**
     * How much of a source upload's build log is kept and shown to its owner, in bytes. Default: 64 KiB (the
     * runner sends at most its own {@code build.log-kept}).
     */
    @WithDefault("65536")
    int buildLogBytes();

    interface Archives {

        /**
         * Most bytes an archive may unpack to. Counted while decompressing (headers can lie), so a zip
         * bomb is refused after reading at most this much. Default: 256 MiB.
         */
        @WithDefault("268435456")
        long maxUnpackedBytes();

        /** Most files and directories an archive may hold. Default: 10000. */
        @WithDefault("10000")
        int maxEntries();

        /**
         * Programs a manifest's command may start without shipping them in the archive: the interpreters
         * the sandbox images provide. Anything else must be a file inside the archive.
         */
        @WithDefault("python3,java,sh,bash,node,perl")
        List<String> runtimeCommands();
    }

    /**
     * Sign-in slow-down: failures count per account and client address, so whoever guesses from one address waits
     * longer and longer there, and nobody elsewhere waits at all (the owner signing in from another address, the
     * organiser on loopback). Nothing is ever locked for every address.
     */
    interface SignIn {

        /**
         * Wrong passwords one address may give for one account before each further try there has to wait.
         * Default: 3.
         */
        @WithDefault("3")
        int freeFailures();

        /**
         * Wrong passwords one address may give, over all accounts, before each further try from it has to wait
         * (one address guessing many accounts). Default: 20.
         */
        @WithDefault("20")
        int maxFailuresPerAddress();

        /**
         * The wait after the first failure beyond the free ones; each further failure doubles it, up to
         * {@link #maxDelay()}. Default: 1 s.
         */
        @WithDefault("1s")
        Duration firstDelay();

        /** The longest wait between two tries, however many failures. Default: 5 minutes. */
        @WithDefault("5m")
        Duration maxDelay();

        /** How long after its last failure an account and address (or an address) start afresh. Default: 15 minutes. */
        @WithDefault("15m")
        Duration window();

        /**
         * Most account and address pairs, and most addresses, whose failures are remembered at once; beyond it the
         * least active are forgotten first, so guessing from many addresses cannot exhaust memory. Default: 10000.
         */
        @WithDefault("10000")
        int maxTracked();
    }

    interface RateLimits {

        /**
         * Accounts one client address may register per {@link #window()}, through the API or the form.
         * Default: 20. (A load test from one machine may raise it: ARBITER_SUBMISSION_RATE_LIMITS_REGISTRATIONS_PER_ADDRESS.)
         */
        @WithDefault("20")
        int registrationsPerAddress();

        /** API tokens one client address may create per {@link #window()}, through the API or the form. Default: 60. */
        @WithDefault("60")
        int tokensPerAddress();

        /** The fixed window the limits count in, from an address's first request. Default: 1 hour. */
        @WithDefault("1h")
        Duration window();

        /** Most addresses remembered at once; the least active are forgotten first. Default: 10000. */
        @WithDefault("10000")
        int maxTracked();
    }

    interface Outbox {

        /**
         * How often the relay looks for unsent messages, besides the immediate try after each commit.
         * This is the bound on how late a message is after a crash or a Kafka outage. Default: 2 s.
         */
        @WithDefault("2s")
        Duration pollInterval();

        /**
         * Longest wait between passes while Kafka or the database is away; the waits double from 250 ms up to
         * it (the platform's one back-off rule, libs/messaging {@code Backoff}). Default: 10 s.
         */
        @WithDefault("10s")
        Duration maxBackoff();

        /** How long the relay waits for Kafka to acknowledge one message before it retries later. Default: 10 s. */
        @WithDefault("10s")
        Duration sendTimeout();

        /** Most messages sent per relay pass. Default: 100. */
        @WithDefault("100")
        int batchSize();

        /**
         * How long sent messages stay in the outbox table before they are deleted (they are kept a while to
         * help answer "was it sent, and when?"). Default: 7 days.
         */
        @WithDefault("7d")
        Duration keepSent();
    }

    interface SchedulerFeed {

        /** Kafka consumer group of the submission service. Default: submission. */
        @WithDefault("submission")
        String groupId();

        /** Longest pause between retries of a message the database could not take (PostgreSQL down). Default: 10 s. */
        @WithDefault("10s")
        Duration maxBackoff();
    }

    interface BootstrapOrganiser {

        /** Username of the organiser to create; nothing is created when unset. */
        Optional<String> username();

        /** Password of that organiser (at least 8 characters). */
        Optional<String> password();
    }
}
