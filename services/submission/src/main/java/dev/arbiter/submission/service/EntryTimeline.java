package dev.arbiter.submission.service;

import dev.arbiter.submission.config.SubmissionConfig;
import dev.arbiter.submission.persistence.EntryStatus;
import dev.arbiter.submission.persistence.EntryVersion;
import dev.arbiter.submission.persistence.EntryVersionRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;

/**
 * Moves a version along its timeline after it is stored: to {@code validating} once entry.submitted is
 * sent, and to its validation result when the scheduler reports one. The result's consumer arrives with
 * the scheduler (issue 4); it calls {@link #validationFinished}, which is idempotent, so a redelivered
 * result changes nothing.
 */
@ApplicationScoped
public class EntryTimeline {

    private final EntryVersionRepository versions;
    private final SubmissionMetrics metrics;
    private final int stderrPreviewBytes;

    public EntryTimeline(EntryVersionRepository versions, SubmissionMetrics metrics, SubmissionConfig config) {
        this.versions = versions;
        this.metrics = metrics;
        this.stderrPreviewBytes = config.stderrPreviewBytes();
    }

    /**
     * entry.submitted for this version reached Kafka. Joins the caller's transaction. A single conditional
     * update, so it can never overwrite a validation result that arrived first.
     */
    @Transactional
    public void announced(long versionId, Instant at) {
        versions.update("status = ?1, validatingAt = ?2 where id = ?3 and status = ?4",
                EntryStatus.VALIDATING, at, versionId, EntryStatus.STORED);
    }

    /**
     * Records a validation match's outcome.
     *
     * @param outcome READY, FAILED or INFRASTRUCTURE_ERROR (the last never counts against the quota)
     * @param verdict the entry's seat verdict, e.g. {@code ok}, {@code crash}, {@code timeout}
     * @param detail  the human-readable verdict detail
     * @param stderr  the entry's stderr; only the first configured bytes are kept
     */
    @Transactional
    public void validationFinished(long versionId, EntryStatus outcome, String verdict, String detail, String stderr,
                                   Instant at) {
        if (!outcome.isFinal()) {
            throw new IllegalArgumentException("not a validation outcome: " + outcome);
        }
        EntryVersion version = versions.findById(versionId, LockModeType.PESSIMISTIC_WRITE);
        if (version == null || version.status.isFinal()) {
            return;
        }
        version.status = outcome;
        version.finishedAt = at;
        version.validationVerdict = verdict;
        version.validationDetail = detail;
        version.validationStderr = head(stderr, stderrPreviewBytes);
        version.countsAgainstQuota = outcome != EntryStatus.INFRASTRUCTURE_ERROR;
        metrics.validationFinished(Duration.between(version.receivedAt, at));
    }

    /** The first {@code maxBytes} of {@code text} in UTF-8, cut at a character boundary. */
    static String head(String text, int maxBytes) {
        if (text == null) {
            return null;
        }
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (bytes.length <= maxBytes) {
            return text;
        }
        int end = maxBytes;
        while (end > 0 && (bytes[end] & 0xc0) == 0x80) {
            end--;
        }
        return new String(bytes, 0, end, StandardCharsets.UTF_8);
    }
}
