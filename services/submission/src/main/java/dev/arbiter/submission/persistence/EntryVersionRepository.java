package dev.arbiter.submission.persistence;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;

import java.time.Instant;

@ApplicationScoped
public class EntryVersionRepository implements PanacheRepository<EntryVersion> {

    /** Uploads by {@code owner} to {@code competition} since {@code since} that count against the daily quota. */
    public long countQuotaUploadsSince(Competition competition, Account owner, Instant since) {
        return count("entry.competition = ?1 and entry.owner = ?2 and receivedAt >= ?3 and countsAgainstQuota = true",
                competition, owner, since);
    }

    /** The versions of {@code entry}, newest first: pages and the API show the latest version on top. */
    public java.util.List<EntryVersion> listOf(Entry entry) {
        return list("entry = ?1 order by version desc", entry);
    }

    public int nextVersionOf(Entry entry) {
        Integer max = getEntityManager()
                .createQuery("select max(v.version) from EntryVersion v where v.entry = ?1", Integer.class)
                .setParameter(1, entry)
                .getSingleResult();
        return max == null ? 1 : max + 1;
    }

    /** The version {@code version} of the entry with id {@code entryId}, locked for update. */
    public java.util.Optional<EntryVersion> findForUpdate(java.util.UUID entryId, int version) {
        return find("entry.id = ?1 and version = ?2", entryId, version)
                .withLock(jakarta.persistence.LockModeType.PESSIMISTIC_WRITE).firstResultOptional();
    }
}
