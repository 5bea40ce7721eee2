package dev.arbiter.scheduler.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;

import java.time.Instant;
import java.util.List;

/**
 * One step of a match's status timeline: the state it entered, on which attempt, by which runner, when. The event names
 * its match; the match does not know its events, which are read here ({@link #timelineOf}).
 */
@Entity
public class MatchEvent extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;
    @ManyToOne(optional = false)
    @JoinColumn(name = "match_id")
    public Match match;
    /** A {@link MatchState} wire name, or a non-state step such as "lease-expired" or "duplicate-result". */
    public String state;
    public int attempt;
    public String runnerId;
    public String detail;
    public Instant at;

    public static MatchEvent record(Match match, String state, String runnerId, String detail) {
        var event = new MatchEvent();
        event.match = match;
        event.state = state;
        event.attempt = match.attempt;
        event.runnerId = runnerId;
        event.detail = detail;
        event.at = Instant.now();
        event.persist();
        return event;
    }

    /** The steps of {@code match}'s timeline, oldest first. */
    public static List<MatchEvent> timelineOf(Match match) {
        return list("match = ?1 order by id", match);
    }
}
