package dev.arbiter.submission.service;

import dev.arbiter.submission.messaging.EntrySubmittedMessages;
import dev.arbiter.submission.persistence.Account;
import dev.arbiter.submission.persistence.Competition;
import dev.arbiter.submission.persistence.CompetitionRepository;
import dev.arbiter.submission.persistence.Entry;
import dev.arbiter.submission.persistence.EntryRepository;
import dev.arbiter.submission.persistence.EntryStatus;
import dev.arbiter.submission.persistence.EntryVersion;
import dev.arbiter.submission.persistence.EntryVersionRepository;
import dev.arbiter.submission.messaging.SubmissionOutbox;
import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.submission.service.validation.InspectedArtefact;
import dev.arbiter.submission.service.validation.UploadRefusal;
import dev.arbiter.submission.service.validation.UploadRefusedException;
import dev.arbiter.web.visibility.Visibility;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

/** The transactional steps of an upload: competition and quota checks, and the version with its outbox message. */
@ApplicationScoped
public class EntryRecorder {

    private final CompetitionRepository competitions;
    private final EntryRepository entries;
    private final EntryVersionRepository versions;
    private final SubmissionOutbox outbox;

    public EntryRecorder(CompetitionRepository competitions, EntryRepository entries, EntryVersionRepository versions,
                         SubmissionOutbox outbox) {
        this.competitions = competitions;
        this.entries = entries;
        this.versions = versions;
        this.outbox = outbox;
    }

    /**
     * The competition, if it exists for this contestant and takes uploads: one it may not see (libs/web Visibility)
     * is refused exactly as one that does not exist.
     */
    @Transactional
    public Competition competitionAccepting(String slug, Account contestant) {
        Competition competition = competitions.findBySlug(slug)
                .filter(c -> Visibility.maySee(c.publicListing, EntryQueries.viewerOf(java.util.Optional.of(contestant))))
                .orElseThrow(() -> new UploadRefusedException(
                UploadRefusal.NO_SUCH_COMPETITION, "There is no competition " + slug + "."));
        if (!competition.open) {
            throw new UploadRefusedException(UploadRefusal.COMPETITION_CLOSED,
                    "The competition " + slug + " is closed: it does not accept uploads now.");
        }
        return competition;
    }

    /** Refuses when the contestant has used the competition's uploads of the last 24 hours. */
    @Transactional
    public void checkQuota(Competition competition, Account contestant, Instant now) {
        Instant since = now.minus(Duration.ofDays(1));
        long used = versions.countQuotaUploadsSince(competition, contestant, since);
        if (used >= competition.uploadsPerDay) {
            throw new UploadRefusedException(UploadRefusal.QUOTA_EXCEEDED, "You have made " + used + " uploads to "
                    + competition.slug + " in the last 24 hours, its daily limit. Uploads whose validation failed "
                    + "for infrastructure reasons do not count.");
        }
    }

    /** Stores the version (status stored) and its entry.submitted message in one transaction. */
    @Transactional
    public SubmittedVersion record(Account contestant, UploadRequest upload, InspectedArtefact artefact,
                                   BlobStore.Stored blob, Instant received) {
        // Checked again inside the transaction: the competition may have closed during the upload.
        Competition competition = competitionAccepting(upload.competition(), contestant);
        Entry entry = entries.findForUpdate(competition, contestant, upload.name())
                .orElseGet(() -> newEntry(competition, contestant, upload.name()));
        EntryVersion version = new EntryVersion();
        version.entry = entry;
        version.version = versions.nextVersionOf(entry);
        version.artefactSha256 = blob.digest().hex();
        version.kind = artefact.kind();
        version.command = artefact.command();
        version.buildCommand = artefact.build();
        version.language = artefact.language();
        version.sizeBytes = blob.sizeBytes();
        version.originalFilename = upload.originalName() == null ? "upload" : truncate(upload.originalName(), 255);
        version.note = upload.note() == null || upload.note().isBlank() ? null : upload.note().strip();
        version.receivedAt = received;
        version.storedAt = Instant.now();
        version.status = EntryStatus.STORED;
        versions.persist(version);

        outbox.enqueue(EntrySubmittedMessages.TOPIC, entry.id.toString(), EntrySubmittedMessages.of(version).toByteArray(),
                version.id);
        return new SubmittedVersion(entry.id, version.version, version.status.label());
    }

    private Entry newEntry(Competition competition, Account owner, String name) {
        Entry entry = new Entry();
        entry.id = UUID.randomUUID();
        entry.competition = competition;
        entry.owner = owner;
        entry.name = name;
        entries.persist(entry);
        return entry;
    }

    private static String truncate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max);
    }
}
