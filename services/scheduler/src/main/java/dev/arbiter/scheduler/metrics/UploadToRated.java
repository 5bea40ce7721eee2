package dev.arbiter.scheduler.metrics;

import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.scheduler.persistence.MatchSeat;
import dev.arbiter.scheduler.service.MatchCompleted;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import java.time.Duration;
import java.time.Instant;

/**
 * Times how long a contestant waits from upload to a rating: the first rated ladder match of an entry
 * version. Observes before the ladder does (lower priority runs first), while the entry's ladder count
 * still says whether this is its first.
 */
@ApplicationScoped
public class UploadToRated {

    private final SchedulerMetrics metrics;

    public UploadToRated(SchedulerMetrics metrics) {
        this.metrics = metrics;
    }

    void onCompleted(@Observes @Priority(100) MatchCompleted event) {
        var match = event.match();
        if (match.kind != MatchKind.LADDER || !match.state.rated()) {
            return;
        }
        match.seats().stream().map((MatchSeat s) -> s.entry).distinct().filter(e -> e.ladderMatches == 0)
                .forEach(e -> metrics.firstRated(Duration.between(uploadedAt(e), Instant.now())));
    }

    private static Instant uploadedAt(Entry entry) {
        return entry.submittedAt != null ? entry.submittedAt : entry.createdAt;
    }
}
