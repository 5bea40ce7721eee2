package dev.arbiter.submission.persistence;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

@ApplicationScoped
public class EntryRepository implements PanacheRepositoryBase<Entry, UUID> {

    /** The entry of this owner and name in this competition, locked so that concurrent versions number correctly. */
    public Optional<Entry> findForUpdate(Competition competition, Account owner, String name) {
        return find("competition = ?1 and owner = ?2 and name = ?3", competition, owner, name)
                .withLock(LockModeType.PESSIMISTIC_WRITE)
                .firstResultOptional();
    }

    /** Every entry of {@code owner}, in every competition: by competition, newest first within one. */
    public List<Entry> listOwnedBy(Account owner) {
        return list("owner = ?1 order by competition.slug, createdAt desc", owner);
    }

    public List<Entry> listOwnedBy(Competition competition, Account owner) {
        return list("competition = ?1 and owner = ?2 order by createdAt desc", competition, owner);
    }
}
