package dev.arbiter.scheduler.service;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.messaging.Topics;
import dev.arbiter.scheduler.config.SchedulerConfig;
import dev.arbiter.scheduler.metrics.ConsumerGroupLag;
import dev.arbiter.scheduler.persistence.Match;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import org.apache.kafka.common.TopicPartition;
import org.jboss.logging.Logger;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Deletes the blobs no record refers to: transcripts past retention, entry versions nothing will run again, uploads
 * that never became an entry. Mark and sweep: the live set is read from the scheduler's tables after the sweep's
 * start, and the store deletes only what is older than the grace period and not in it ({@code BlobStore.sweep}).
 *
 * <p>The collector is here because the scheduler holds every reference itself: competitions' game programs,
 * reference players and RDDL/GVGAI files, every entry version (entry.submitted) with its built tree, and every
 * transcript (match.finished), which it alone expires. The leaderboard's references are a subset (transcripts it
 * was told of, RDDL files); the submission service reads no blob back. So one query is the union of all live
 * references, and no service needs to call another. Before reading it, the sweep waits until the scheduler has
 * read every entry.submitted and match.finished that was in the broker when the sweep began, so a reference on
 * its way through Kafka is counted; the grace period covers only a writer's time from storing a blob to
 * publishing the message that names it (seconds), and a scheduler that was down for a while.
 */
@ApplicationScoped
public class BlobCollector {

    private static final Logger LOG = Logger.getLogger(BlobCollector.class);

    /**
     * Every blob a scheduler record needs. An entry version stays while its competition is open or in its official
     * phase; once closed, the newest version of each entry and the versions seated in official or rerun matches
     * (a rerun replays them); once archived, the newest version only. Transcripts stay until they expire.
     */
    private static final String LIVE = """
            select game_artifact_sha256 from competition where game_artifact_sha256 is not null
            union select reference_artifact_sha256 from competition where reference_artifact_sha256 is not null
            union select rddl_files_sha256 from competition where rddl_files_sha256 is not null
            union select gvgai_files_sha256 from competition where gvgai_files_sha256 is not null
            union select unnest(array[e.artifact_sha256, e.source_sha256]) from entry e join competition c on c.id = e.competition_id
                where c.phase in ('OPEN', 'OFFICIAL')
                   or e.version = (select max(newer.version) from entry newer where newer.entry_id = e.entry_id)
                   or c.phase = 'CLOSED' and exists (select 1 from match_seat s join match m on m.id = s.match_id
                                                     where s.entry_pk = e.id and m.kind in ('OFFICIAL', 'RERUN'))
            union select transcript_sha256 from match where transcript_sha256 is not null and transcript_expired_at is null
            """;

    /** The topics that bring references to blobs other processes stored: uploads and runners' results. */
    static final List<String> REFERENCE_TOPICS = List.of(Topics.ENTRY_SUBMITTED, Topics.MATCH_FINISHED);
    /** How long a sweep waits for this scheduler to read what was published before it started. */
    private static final Duration CATCH_UP = Duration.ofMinutes(2);

    private final BlobStore blobs;
    private final SchedulerConfig config;
    private final ConsumerGroupLag kafka;
    private final Counter deleted;
    private final Counter bytesFreed;

    public BlobCollector(BlobStore blobs, SchedulerConfig config, ConsumerGroupLag kafka, MeterRegistry registry) {
        this.blobs = blobs;
        this.config = config;
        this.kafka = kafka;
        this.deleted = Counter.builder("arbiter.blobs.collected")
                .description("Blobs deleted by the collector: no record needed them any more").register(registry);
        this.bytesFreed = Counter.builder("arbiter.blobs.collected.bytes")
                .description("Disk space the collector freed, in bytes").register(registry);
    }

    @Scheduled(every = "${arbiter.scheduler.blob-collection.interval:1h}", delayed = "5m",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void scheduled() {
        if (!config.blobCollection().enabled()) {
            return;
        }
        try {
            collect();
        } catch (UnsupportedOperationException e) {
            LOG.debugf("Blob collection skipped: %s", e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException | RuntimeException e) {
            LOG.warnf(e, "Blob collection stopped; the next one starts over");
        }
    }

    /**
     * One mark-and-sweep of the blob store; what it deleted, or empty when it did not sweep because this scheduler
     * could not read, within {@link #CATCH_UP}, every upload and result published before the sweep began (the broker
     * away, a backlog): a reference still in a topic must reach the live set first.
     */
    public Optional<BlobStore.Sweep> collect() throws IOException, InterruptedException {
        Instant start = Instant.now();
        if (!caughtUp()) {
            LOG.warn("Blob collection skipped: the scheduler has not yet read every entry.submitted and match.finished "
                    + "published before it began; the next one tries again");
            return Optional.empty();
        }
        Set<Digest> live = live();
        BlobStore.Sweep sweep = blobs.sweep(start, config.blobCollection().grace(), live::contains);
        deleted.increment(sweep.deleted());
        bytesFreed.increment(sweep.bytesFreed());
        LOG.infof("Blob collection: %d blobs examined, %d deleted (%d bytes), %d live references",
                sweep.examined(), sweep.deleted(), sweep.bytesFreed(), live.size());
        return Optional.of(sweep);
    }

    /**
     * Whether the scheduler's consumer group has committed past every record of {@link #REFERENCE_TOPICS} that
     * was in the broker at the call (each committed only once its transaction is), waiting for it a while.
     */
    private boolean caughtUp() throws InterruptedException {
        long deadline = System.nanoTime() + CATCH_UP.toNanos();
        try {
            Map<TopicPartition, Long> published = kafka.endOffsets(REFERENCE_TOPICS);
            while (true) {
                Map<TopicPartition, Long> read = kafka.committed(config.kafka().groupId());
                if (published.entrySet().stream().allMatch(end -> end.getValue() == 0
                        || read.getOrDefault(end.getKey(), 0L) >= end.getValue())) {
                    return true;
                }
                if (System.nanoTime() > deadline) {
                    return false;
                }
                Thread.sleep(1000);
            }
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            LOG.debugf("Kafka offsets not read: %s", e.toString());
            return false;
        }
    }

    /** The blobs the scheduler's records refer to now. */
    Set<Digest> live() {
        return QuarkusTransaction.requiringNew().call(() -> {
            Set<Digest> live = new HashSet<>();
            for (Object hex : Match.getEntityManager().createNativeQuery(LIVE).getResultList()) {
                if (hex != null) {
                    try {
                        live.add(Digest.parse(hex.toString()));
                    } catch (IllegalArgumentException notADigest) {
                        // names no blob, so it protects none
                    }
                }
            }
            return live;
        });
    }
}
