package dev.arbiter.submission.service;

import dev.arbiter.submission.config.SubmissionConfig;
import dev.arbiter.submission.persistence.Account;
import dev.arbiter.submission.persistence.Competition;
import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.DiskWatermarks;
import dev.arbiter.submission.service.validation.ArtefactInspector;
import dev.arbiter.submission.service.validation.InspectedArtefact;
import dev.arbiter.submission.service.validation.UploadRefusal;
import dev.arbiter.submission.service.validation.UploadRefusedException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.Valid;
import org.jboss.logging.Logger;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;

/**
 * Accepts an upload as a new version of the contestant's entry, in this order: cheap checks (name,
 * competition, size, quota), then the artefact checks, then the bytes into the blob store, and only then
 * one transaction with the version and its entry.submitted outbox message. Whatever fails, the contestant
 * gets the reason and nothing half-done remains: a blob without a version is harmless and deduplicated.
 */
@ApplicationScoped
public class SubmissionService {

    private static final Logger LOG = Logger.getLogger(SubmissionService.class);

    private final SubmissionConfig config;
    private final EntryRecorder recorder;
    private final ArtefactInspector inspector;
    private final BlobStore blobs;
    private final SubmissionMetrics metrics;
    private final DiskWatermarks disk;

    public SubmissionService(SubmissionConfig config, EntryRecorder recorder, ArtefactInspector inspector,
                             BlobStore blobs, SubmissionMetrics metrics, DiskWatermarks disk) {
        this.config = config;
        this.recorder = recorder;
        this.inspector = inspector;
        this.blobs = blobs;
        this.metrics = metrics;
        this.disk = disk;
    }

    /**
     * @throws jakarta.validation.ConstraintViolationException naming each field of the form that breaks its rule
     *                                                         (checked before anything else, by Bean Validation)
     * @throws UploadRefusedException with the reason and a message for the contestant
     */
    public SubmittedVersion submit(Account contestant, @Valid UploadRequest upload) {
        Instant received = Instant.now();
        try {
            checkForm(upload);
            checkDisk();
            Competition competition = recorder.competitionAccepting(upload.competition(), contestant);
            checkSize(upload, competition);
            recorder.checkQuota(competition, contestant, received);
            InspectedArtefact artefact = inspector.inspect(upload.file(), upload.originalName());
            BlobStore.Stored blob = store(upload);
            SubmittedVersion version = recorder.record(contestant, upload, artefact, blob, received);
            metrics.accepted(artefact.kind());
            LOG.infof("Accepted %s v%d (%s, %d bytes) from %s in %s", upload.name(), version.version(),
                    artefact.kind(), blob.sizeBytes(), contestant.username, upload.competition());
            return version;
        } catch (UploadRefusedException e) {
            metrics.refused(e.reason());
            LOG.debugf("Refused an upload from %s: %s", contestant.username, e.getMessage());
            throw e;
        }
    }

    /** An upload only adds data: refused while the disk is under the first watermark, accepted again above it. */
    private void checkDisk() {
        if (disk.level() != DiskWatermarks.Level.PLENTY) {
            throw new UploadRefusedException(UploadRefusal.INSUFFICIENT_STORAGE, disk.explanation()
                    + " Try again later; nothing of this upload was kept.");
        }
    }

    private static void checkForm(UploadRequest upload) {
        if (upload.file() == null) {
            throw new UploadRefusedException(UploadRefusal.MISSING_FILE,
                    "No file was uploaded: send the program in the multipart field \"file\".");
        }
        if (upload.sizeBytes() == 0) {
            throw new UploadRefusedException(UploadRefusal.EMPTY_FILE,
                    upload.originalName() + " is empty: there is no program to run.");
        }
    }

    private void checkSize(UploadRequest upload, Competition competition) {
        long limit = Math.min(competition.maxUploadBytes, config.maxUploadBytes());
        if (upload.sizeBytes() > limit) {
            throw new UploadRefusedException(UploadRefusal.TOO_LARGE, upload.originalName() + " is " + upload.sizeBytes()
                    + " bytes; " + competition.slug + " accepts files of at most " + limit + " bytes ("
                    + humanBytes(limit) + ").");
        }
    }

    private BlobStore.Stored store(UploadRequest upload) {
        try {
            BlobStore.Stored blob = blobs.store(upload.file());
            if (blob.isNew()) {
                metrics.stored(blob.sizeBytes());
            }
            return blob;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot store the artefact", e);
        }
    }

    /** "512 KiB", "16 MiB" or "1000 bytes": limits as people read them. */
    public static String humanBytes(long bytes) {
        if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0) {
            return bytes / (1024 * 1024) + " MiB";
        }
        if (bytes >= 1024 && bytes % 1024 == 0) {
            return bytes / 1024 + " KiB";
        }
        return bytes + " bytes";
    }
}
