package dev.arbiter.scheduler.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.JoinTable;
import jakarta.persistence.ManyToMany;
import jakarta.persistence.ManyToOne;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** An official round: a frozen field of entries, all its matches generated from one seed. */
@Entity
public class OfficialRound extends PanacheEntityBase {

    /** running → complete (every match terminal) → published (the organiser's word). */
    public static final String RUNNING = "running";
    public static final String COMPLETE = "complete";
    public static final String PUBLISHED = "published";

    @Id
    public String id;
    @ManyToOne(optional = false)
    public Competition competition;
    public String name;
    /** "round-robin", "swiss" or "instances" (single-player games). */
    public String format;
    public int repeats;
    public int swissRounds;
    public int currentSwissRound;
    public long seed;
    public String state;
    public Instant createdAt;
    public Instant completedAt;
    public Instant publishedAt;
    @ManyToMany
    @JoinTable(name = "round_entry", joinColumns = @JoinColumn(name = "round_id"), inverseJoinColumns = @JoinColumn(name = "entry_pk"))
    public List<Entry> entries = new ArrayList<>();

    public static List<OfficialRound> of(Competition competition) {
        return list("competition = ?1 order by createdAt desc", competition);
    }
}
