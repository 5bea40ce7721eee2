package dev.arbiter.leaderboard.service;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.operators.multi.processors.BroadcastProcessor;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Tells open pages that something changed: a leaderboard (after a result was applied or a round
 * published) or a match (after it was recorded). Events are hints, never data: a client re-reads the
 * API, so a missed event costs nothing but freshness.
 */
@ApplicationScoped
public class LiveUpdates {

    private final BroadcastProcessor<Update> processor = BroadcastProcessor.create();
    private final AtomicInteger subscribers = new AtomicInteger();

    public void competitionChanged(String slug, String matchId) {
        processor.onNext(new Update("leaderboard", slug, matchId == null ? "" : matchId));
    }

    public Multi<Update> competition(String slug) {
        return processor.filter(update -> update.competition().equals(slug))
                .onSubscription().invoke(subscribers::incrementAndGet)
                .onTermination().invoke(subscribers::decrementAndGet);
    }

    public int subscribers() {
        return subscribers.get();
    }

    @Schema(description = "Something on this competition's leaderboard changed; re-read it")
    public record Update(
            @Schema(description = "What changed", examples = "leaderboard") String type,
            @Schema(description = "Competition slug", examples = "rps-ladder") String competition,
            @Schema(description = "The match whose result caused it, if any") String matchId) {
    }
}
