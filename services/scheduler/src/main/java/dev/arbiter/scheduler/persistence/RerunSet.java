package dev.arbiter.scheduler.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

import java.time.Instant;
import java.util.List;

/** Chosen matches of a round played again; their results replace the originals only if the organiser applies them. */
@Entity
public class RerunSet extends PanacheEntityBase {

    /** running → ready (every rerun terminal) → applied | discarded. */
    public static final String RUNNING = "running";
    public static final String READY = "ready";
    public static final String APPLIED = "applied";
    public static final String DISCARDED = "discarded";

    @Id
    public String id;
    public String roundId;
    public String reason;
    public String state;
    public Instant createdAt;
    public Instant decidedAt;

    public List<Match> matches() {
        return Match.list("rerunSetId = ?1 order by createdAt, id", id);
    }
}
