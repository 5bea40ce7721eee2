package dev.arbiter.leaderboard.metrics;

import dev.arbiter.leaderboard.service.LiveUpdates;
import dev.arbiter.leaderboard.service.RecordOutcome;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The leaderboard's own meters (Prometheus names):
 * {@code arbiter_leaderboard_results_total{outcome=applied|stored-unrated|duplicate}},
 * {@code arbiter_leaderboard_apply_seconds}, {@code arbiter_leaderboard_snapshot_rebuilds_total},
 * {@code arbiter_leaderboard_snapshot_rebuild_seconds}, {@code arbiter_leaderboard_rounds_total},
 * {@code arbiter_leaderboard_sse_subscribers}.
 */
// Created at start so the meters show (at zero) before the first message arrives.
@io.quarkus.runtime.Startup
@ApplicationScoped
public class LeaderboardMetrics {

    private final Map<RecordOutcome, Counter> results = new EnumMap<>(RecordOutcome.class);
    private final Timer apply;
    private final Timer rebuild;
    private final Counter rounds;

    public LeaderboardMetrics(MeterRegistry registry, LiveUpdates live) {
        for (RecordOutcome outcome : RecordOutcome.values()) {
            results.put(outcome, Counter.builder("arbiter.leaderboard.results")
                    .description("match.recorded messages by what the leaderboard did with them")
                    .tag("outcome", outcome.name().toLowerCase(Locale.ROOT).replace('_', '-'))
                    .register(registry));
        }
        apply = Timer.builder("arbiter.leaderboard.apply").description("Storing and rating one recorded match")
                .register(registry);
        rebuild = Timer.builder("arbiter.leaderboard.snapshot.rebuild")
                .description("Rebuilding a competition's in-memory ranking after a change").register(registry);
        rounds = Counter.builder("arbiter.leaderboard.rounds").description("Official rounds published and ranked")
                .register(registry);
        Gauge.builder("arbiter.leaderboard.sse.subscribers", live, LiveUpdates::subscribers)
                .description("Open server-sent event streams").register(registry);
    }

    public void result(RecordOutcome outcome) {
        results.get(outcome).increment();
    }

    public <T> T timeApply(Supplier<T> work) {
        return apply.record(work);
    }

    public <T> T timeRebuild(Supplier<T> work) {
        return rebuild.record(work);
    }

    public void roundPublished() {
        rounds.increment();
    }
}
