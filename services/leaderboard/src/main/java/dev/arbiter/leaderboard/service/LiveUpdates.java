package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.model.Views;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.operators.multi.processors.BroadcastProcessor;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Tells open pages that something changed: a leaderboard (after a result was applied or a round
 * published) or a match (requested, taken, progressing, recorded). Leaderboard events are hints: a client
 * re-reads the API, so a missed event costs nothing but freshness. Match events carry the match's whole
 * live state, so each one replaces the last; a {@code recorded} event tells the page to load the result.
 */
@ApplicationScoped
public class LiveUpdates {

    private final BroadcastProcessor<Update> processor = BroadcastProcessor.create();
    private final BroadcastProcessor<MatchUpdate> matches = BroadcastProcessor.create();
    private final AtomicInteger subscribers = new AtomicInteger();

    public void competitionChanged(String slug, String matchId) {
        processor.onNext(new Update("leaderboard", slug, matchId == null ? "" : matchId));
    }

    public Multi<Update> competition(String slug) {
        return processor.filter(update -> update.competition().equals(slug))
                .onSubscription().invoke(subscribers::incrementAndGet)
                .onTermination().invoke(subscribers::decrementAndGet);
    }

    /** A match in play moved (requested, taken, a heartbeat's progress) or its result was recorded. */
    public void matchChanged(Views.LiveMatch match) {
        matches.onNext(new MatchUpdate(match.recorded() ? "recorded" : "progress", match.matchId(), match));
    }

    /** A result recorded for a match no request or heartbeat had named: the page only needs to reload. */
    public void matchRecorded(String matchId) {
        matches.onNext(new MatchUpdate("recorded", matchId, null));
    }

    public Multi<MatchUpdate> match(String matchId) {
        return matches.filter(update -> update.matchId().equals(matchId))
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

    @Schema(description = "A match changed: its live state, or (type recorded) its result is in; reload the match page")
    public record MatchUpdate(
            @Schema(description = "progress or recorded", examples = "progress") String type,
            String matchId,
            @Schema(description = "The match's state, progress and timeline", nullable = true) Views.LiveMatch live) {
    }
}
