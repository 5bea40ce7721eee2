package dev.arbiter.submission.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

import java.time.Instant;
import java.util.UUID;

/**
 * One contestant's named program in one competition. Every upload under its name adds a {@link EntryVersion}, which
 * names its entry; the entry does not hold its versions ({@link EntryVersionRepository#listOf} reads them), so the two
 * entities do not depend on each other.
 */
@Entity
@Table(name = "entries")
public class Entry {

    @Id
    public UUID id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "competition_id")
    public Competition competition;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "account_id")
    public Account owner;

    @Column(nullable = false)
    public String name;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt = Instant.now();
}
