package dev.arbiter.submission.persistence;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import org.hibernate.jpa.SpecHints;

import java.time.Instant;
import java.util.List;

@ApplicationScoped
public class OutboxRepository implements PanacheRepository<OutboxMessage> {

    /** Timeout hint value -2 is Hibernate's SKIP LOCKED: replicas draining at once take different rows. */
    private static final int SKIP_LOCKED = -2;

    /** The oldest unsent messages, locked for this transaction and skipped by any other relay. */
    public List<OutboxMessage> lockOldestUnsent(int limit) {
        return find("sentAt is null order by id")
                .withLock(LockModeType.PESSIMISTIC_WRITE)
                .withHint(SpecHints.HINT_SPEC_LOCK_TIMEOUT, SKIP_LOCKED)
                .page(0, limit)
                .list();
    }

    public long countUnsent() {
        return count("sentAt is null");
    }

    /** Deletes messages sent before {@code cutoff}; unsent ones are never deleted. */
    public long deleteSentBefore(Instant cutoff) {
        return delete("sentAt is not null and sentAt < ?1", cutoff);
    }
}
