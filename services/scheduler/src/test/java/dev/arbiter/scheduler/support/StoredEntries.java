package dev.arbiter.scheduler.support;

import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.EntryStatus;

import java.time.Instant;
import java.util.UUID;

/** Entries written straight into the scheduler's tables, for tests about what is done with many matches. */
public final class StoredEntries {

    private StoredEntries() {
    }

    /** A ready version 1 of a new entry of contestant {@code name}; call inside a transaction. */
    public static Entry ready(Competition c, String name) {
        var e = new Entry();
        e.competition = c;
        e.entryId = name + "-" + UUID.randomUUID();
        e.version = 1;
        e.contestant = name;
        e.name = name;
        e.artifactSha256 = "ab".repeat(32);
        e.kind = "elf";
        e.status = EntryStatus.READY;
        e.submittedAt = Instant.now();
        e.createdAt = Instant.now();
        e.persist();
        return e;
    }
}
