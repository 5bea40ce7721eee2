package dev.arbiter.scheduler.support;

import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.EntryStatus;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.scheduler.persistence.MatchSeat;
import dev.arbiter.scheduler.persistence.MatchState;

import java.time.Instant;
import java.util.UUID;

/** Entries and matches written straight into the scheduler's tables, for tests about what is done with many of them. */
public final class StoredRecords {

    private StoredRecords() {
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

    /**
     * A finished two-seat match of {@code first} against {@code second} with a transcript; call inside a transaction.
     *
     * @return its id
     */
    public static String finishedMatch(Competition c, MatchKind kind, Instant finished, String transcriptSha256,
                                       Entry first, Entry second) {
        var m = new Match();
        m.id = "m-" + UUID.randomUUID();
        m.competition = c;
        m.kind = kind;
        m.state = MatchState.FINISHED;
        m.attempt = 1;
        m.createdAt = finished;
        m.finishedAt = finished;
        m.transcriptSha256 = transcriptSha256;
        m.persist();
        for (int seat = 1; seat <= 2; seat++) {
            var s = new MatchSeat();
            s.matchId = m.id;
            s.seat = seat;
            s.entry = seat == 1 ? first : second;
            s.score = 1.0;
            s.verdict = "ok";
            s.persist();
        }
        return m.id;
    }
}
