package dev.arbiter.scheduler.metrics;

import dev.arbiter.blobstore.DiskWatermarks;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchState;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.Startup;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;

import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The scheduler's Micrometer meters: matches by state, lease expiries, retries, duplicate results, queue
 * lag (how long the longest-waiting requested match has waited for a runner since it was last issued), match duration and verdict counts.
 * Gauges are refreshed from the database every few seconds, so they are right after a restart too.
 */
@Startup
@ApplicationScoped
public class SchedulerMetrics {

    private final MeterRegistry registry;
    private final Map<MatchState, AtomicLong> byState = new EnumMap<>(MatchState.class);
    private final AtomicLong queueLagSeconds = new AtomicLong();
    private final Counter leaseExpiries;
    private final Counter retries;
    private final Counter duplicates;
    private final Timer uploadToRated;

    public SchedulerMetrics(MeterRegistry registry, DiskWatermarks disk) {
        this.registry = registry;
        // -1 for a store with no local disk (S3); level 0 plenty, 1 ladders and uploads paused, 2 no matches.
        registry.gauge("arbiter.disk.free.bytes", disk, d -> d.free().orElse(-1));
        registry.gauge("arbiter.disk.level", disk, d -> d.level().ordinal());
        for (MatchState state : MatchState.values()) {
            var value = new AtomicLong();
            byState.put(state, value);
            registry.gauge("arbiter.scheduler.matches", List.of(io.micrometer.core.instrument.Tag.of("state", state.wire())), value);
        }
        registry.gauge("arbiter.scheduler.queue.lag.seconds", queueLagSeconds);
        this.leaseExpiries = Counter.builder("arbiter.scheduler.lease.expiries")
                .description("Leases that ran out because a runner stopped sending heartbeats").register(registry);
        this.retries = Counter.builder("arbiter.scheduler.match.retries")
                .description("Matches issued again after a lapsed lease or a runner's failure").register(registry);
        this.duplicates = Counter.builder("arbiter.scheduler.results.duplicate")
                .description("Results for matches that already had one; ignored").register(registry);
        this.uploadToRated = Timer.builder("arbiter.scheduler.upload.to.rated")
                .description("From an entry version's upload to its first rated ladder match")
                .publishPercentileHistogram().register(registry);
    }

    /** A match reached its end (any state): counted per competition and kind, for matches per hour. */
    public void completed(String competition, String kind, MatchState state) {
        registry.counter("arbiter.scheduler.matches.completed", "competition", competition, "kind", kind,
                "state", state.wire()).increment();
    }

    /** An entry version's first rated ladder match was recorded, {@code since} its upload. */
    public void firstRated(Duration since) {
        uploadToRated.record(since.isNegative() ? Duration.ZERO : since);
    }

    public void leaseExpired() {
        leaseExpiries.increment();
    }

    public void retry() {
        retries.increment();
    }

    public void duplicateResult() {
        duplicates.increment();
    }

    public void verdict(String verdict) {
        if (verdict != null) {
            registry.counter("arbiter.scheduler.verdicts", "verdict", verdict).increment();
        }
    }

    public void finished(MatchState state, long durationMs) {
        Timer.builder("arbiter.scheduler.match.duration").tag("state", state.wire())
                .description("Time the judge took to play a match, as reported by the runner")
                .register(registry).record(Duration.ofMillis(durationMs));
    }

    @Scheduled(every = "5s", delayed = "1s", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void refresh() {
        QuarkusTransaction.requiringNew().run(() -> {
            Map<MatchState, Long> counts = new EnumMap<>(MatchState.class);
            for (Object[] row : Match.getEntityManager()
                    .createQuery("select m.state, count(m) from Match m group by m.state", Object[].class).getResultList()) {
                counts.put((MatchState) row[0], (Long) row[1]);
            }
            byState.forEach((state, value) -> value.set(counts.getOrDefault(state, 0L)));
            Instant oldest = Match.getEntityManager()
                    .createQuery("select min(m.requestedAt) from Match m where m.state = ?1", Instant.class)
                    .setParameter(1, MatchState.REQUESTED).getSingleResult();
            queueLagSeconds.set(oldest == null ? 0 : Duration.between(oldest, Instant.now()).toSeconds());
        });
    }
}
