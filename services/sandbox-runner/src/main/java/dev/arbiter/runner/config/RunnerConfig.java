package dev.arbiter.runner.config;

import dev.arbiter.hostdirs.PrivateDirectory;
import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * Settings of a sandbox runner, read from {@code arbiter.sandbox-runner.*}
 * (environment: {@code ARBITER_SANDBOX_RUNNER_*}). Kafka's address is Quarkus' {@code kafka.bootstrap.servers}.
 */
@ConfigMapping(prefix = "arbiter.sandbox-runner")
public interface RunnerConfig {

    /**
     * How many matches this runner plays at the same time. {@code 0} (the default) means the
     * processors available to the JVM divided by {@link #coresPerMatch()}, at least one; negative
     * values are rejected at startup. Lower it when games or players are multi-threaded, so that
     * entries do not compete for CPU time.
     */
    @WithDefault("0")
    int workerSlots();

    /**
     * The processors one match is counted to need when {@code worker-slots} is 0: its timed programs
     * (two players, or one entry and the judge's engine or server beside it) each want a core of
     * their own, or the clocks that judge them charge them for waiting on each other. Must be at
     * least 1.
     */
    @WithDefault("2")
    int coresPerMatch();

    /**
     * Which sandbox backend isolates games and players: {@code local} (bubblewrap, cgroups and
     * rlimits; single machine, laptops, CI), {@code docker} (a Docker engine; production and
     * cluster nodes) or {@code none} (no isolation; trusted code only, never in production). An
     * unknown name, or a backend this machine cannot run (no engine, no bubblewrap…), stops the
     * runner at startup with the reason.
     */
    @WithDefault("local")
    String backend();

    /**
     * This runner's name in heartbeats, results and the scheduler's match timeline. Defaults to
     * {@code <host>-<pid>}, unique per process, which is what a stateless worker needs.
     */
    Optional<String> runnerId();

    /**
     * Where entry artefacts, game programs and transcripts live: a directory shared with the
     * submission service on one machine (made owner-only; refused when open to others; as root, one the services'
     * account owns is accepted), or {@code s3://bucket/prefix} on a cluster (deploy/k8s).
     */
    @WithDefault(PrivateDirectory.STATE_HOME + "/blobs")
    String blobStore();

    /**
     * Scratch space: each match gets a fresh directory here for its programs and transcript,
     * deleted when the match is reported. The runner makes it its own at startup (owner-writable, mode 0711,
     * never a symbolic link) and refuses to start when another user owns it or it grants more. The default is
     * outside /tmp so no other local user can prepare the path first, and outside root's home (0700) because the
     * local backend's sandbox uids must pass through every directory on the way to their seat's folder.
     */
    @WithDefault("/var/lib/arbiter/runner-work")
    Path workDirectory();

    /**
     * What the players of one match together may write outside the protocol (stderr, comment lines) into its
     * transcript. Beyond it the transcript keeps the first and the last half, and one judge note counts the lines and
     * bytes dropped between them; the match page shows that as an incident. It never changes a verdict. Default:
     * 1 MiB (a 1000-move RoShamBo transcript is ~1 MB; a player commenting on every move made one ~17 MB).
     */
    @WithDefault("1M")
    MemorySize outOfProtocolBudget();

    /** How often a running match's heartbeat renews the scheduler's lease (keep well under its lease). */
    @WithDefault("5s")
    Duration heartbeatInterval();

    /**
     * On shutdown, how long matches in progress may finish and be reported; those still running then
     * are abandoned uncommitted, and the consumer group hands them to another runner.
     */
    @WithDefault("20s")
    Duration drainTimeout();

    /** Limits of the sandboxed build of a source entry (kind {@code source}), apart from a match's. */
    Build build();

    /** Kafka consumer settings for {@code match.requested} and {@code match.requested.priority}. */
    Consumer consumer();

    interface Consumer {
        /** Consumer group of {@code match.requested}, shared by every runner: each match goes to one of them. */
        @WithDefault("arbiter-sandbox-runners")
        String groupId();

        /**
         * Consumer group of {@code match.requested.priority} (the matches that jump the queue), shared by every
         * runner. A group of its own, so that the two topics' consumers rebalance independently.
         */
        @WithDefault("arbiter-sandbox-runners-priority")
        String priorityGroupId();

        /**
         * Partitions of {@code match.requested} and of {@code match.requested.priority} when this runner has to
         * create them; at least the total number of worker slots across runners, or some slots idle.
         */
        @WithDefault("12")
        int requestedPartitions();

        /**
         * How long the group waits for a silent runner (a kill -9) before giving its uncommitted
         * matches to another. Shorter means faster recovery and more false alarms under load.
         */
        @WithDefault("30s")
        Duration sessionTimeout();
    }

    /**
     * A source entry is built once, in a sandbox of the same backend as matches (network off, read-only view of
     * its sources, a writable private /tmp the build works in), under these limits. A build that breaks one is
     * stopped and the entry ends {@code build-failed} naming the limit.
     */
    interface Build {
        /** Wall-clock time the whole build may take (compiler, make, packing the result). */
        @WithDefault("120s")
        Duration wallTime();

        /** CPU time across every process of the build. */
        @WithDefault("120s")
        Duration cpuTime();

        /** Memory of the build, its private /tmp included (compilers and javac are hungrier than players). */
        @WithDefault("1536M")
        MemorySize memory();

        /** Processes and threads at once (make, the compiler's stages, javac's threads). */
        @WithDefault("256")
        int pids();

        /** Size of the private /tmp the sources are copied to and built in; caps the built tree. */
        @WithDefault("256M")
        MemorySize tmpSize();

        /** Largest built tree (uncompressed) the runner accepts back. */
        @WithDefault("128M")
        MemorySize maxArtefact();

        /** How much of the build's log is kept and shown to the entry's owner. */
        @WithDefault("64K")
        MemorySize logKept();

        /** Output beyond which the build is stopped as a flood (a build that loops printing). */
        @WithDefault("8M")
        MemorySize logLimit();
    }
}
