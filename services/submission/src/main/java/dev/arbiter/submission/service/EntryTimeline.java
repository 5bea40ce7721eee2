package dev.arbiter.submission.service;

import dev.arbiter.proto.v1.BuildReport;
import dev.arbiter.proto.v1.EntryStatusChanged;
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
import java.util.UUID;

/**
 * Moves a version along its timeline after it is stored: to {@code validating} once entry.submitted is
 * sent, and to its validation result when the scheduler reports one on entry.status
 * ({@link #statusChanged}). Both are idempotent, so a redelivered message changes nothing, and a result is
 * never overwritten by a status that arrives late.
 */
@ApplicationScoped
public class EntryTimeline {

    private static final String SOURCE = "source";
    /** The scheduler's verdict for a version whose build failed. */
    private static final String BUILD_FAILED_VERDICT = "build-failed";

    private final EntryVersionRepository versions;
    private final SubmissionMetrics metrics;
    private final int stderrPreviewBytes;
    private final int buildLogBytes;

    public EntryTimeline(EntryVersionRepository versions, SubmissionMetrics metrics, SubmissionConfig config) {
        this.versions = versions;
        this.metrics = metrics;
        this.stderrPreviewBytes = config.stderrPreviewBytes();
        this.buildLogBytes = config.buildLogBytes();
    }

    /**
     * entry.submitted for this version reached Kafka. Joins the caller's transaction. A single conditional
     * update, so it can never overwrite a validation result that arrived first.
     */
    @Transactional
    public void announced(long versionId, Instant at) {
        // A source upload is built first, in the same runner task as its validation match: its wait is "building".
        versions.update("status = ?1, validatingAt = ?2 where id = ?3 and status = ?4 and kind <> ?5",
                EntryStatus.VALIDATING, at, versionId, EntryStatus.STORED, SOURCE);
        versions.update("status = ?1, validatingAt = ?2 where id = ?3 and status = ?4 and kind = ?5",
                EntryStatus.BUILDING, at, versionId, EntryStatus.STORED, SOURCE);
    }

    /**
     * Records a validation match's outcome.
     *
     * @param outcome READY, FAILED, BUILD_FAILED or INFRASTRUCTURE_ERROR (the last never counts against the quota)
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

    /**
     * Applies the scheduler's entry.status. Unknown versions are skipped (a version this service never
     * stored cannot be shown to anyone). Validation results and disqualification are recorded once; the
     * validation match id is kept for the entry page's link to the match.
     */
    @Transactional
    public void statusChanged(EntryStatusChanged message) {
        UUID entryId;
        try {
            entryId = UUID.fromString(message.getEntryId());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("entry id is not a UUID: " + message.getEntryId(), e);
        }
        EntryVersion version = versions.findForUpdate(entryId, message.getVersion()).orElse(null);
        if (version == null) {
            return;
        }
        Instant at = message.getAtMs() > 0 ? Instant.ofEpochMilli(message.getAtMs()) : Instant.now();
        if (!message.getValidationMatchId().isEmpty()) {
            version.validationMatchId = message.getValidationMatchId();
        }
        if (!message.getReproduce().isEmpty() && !version.status.isFinal()) {
            version.reproduceCommand = message.getReproduce();
        }
        if (message.hasBuild() && !version.status.isFinal()) {
            recordBuild(version, message.getBuild(), at);
        }
        switch (message.getStatus()) {
            case ENTRY_STATUS_VALIDATING -> {
                if (version.status == EntryStatus.STORED) {
                    version.status = SOURCE.equals(version.kind) ? EntryStatus.BUILDING : EntryStatus.VALIDATING;
                    version.validatingAt = at;
                }
            }
            case ENTRY_STATUS_READY -> validationFinished(version.id, EntryStatus.READY, verdict(message, "ok"), message.getDetail(),
                    stderr(message), at);
            case ENTRY_STATUS_FAILED -> validationFinished(version.id, BUILD_FAILED_VERDICT.equals(message.getVerdict())
                            ? EntryStatus.BUILD_FAILED : EntryStatus.FAILED, verdict(message, "failed"), message.getDetail(),
                    stderr(message), at);
            case ENTRY_STATUS_VALIDATION_ERROR -> validationFinished(version.id, EntryStatus.INFRASTRUCTURE_ERROR,
                    "infrastructure-error", message.getDetail(), stderr(message), at);
            case ENTRY_STATUS_DISQUALIFIED -> {
                if (version.status != EntryStatus.DISQUALIFIED) {
                    version.status = EntryStatus.DISQUALIFIED;
                    version.disqualifiedReason = message.getDetail();
                    if (version.finishedAt == null) {
                        version.finishedAt = at;
                    }
                }
            }
            default -> {
                // A status a newer scheduler added: nothing this version of the service can show.
            }
        }
    }

    /** The runner's build report: the built archive, or the first error; the log's head is kept for the owner. */
    private void recordBuild(EntryVersion version, BuildReport build, Instant at) {
        if (build.getOk()) {
            version.builtAt = at;
            version.builtSha256 = build.getArtifactSha256();
        } else {
            version.buildError = build.getFirstError();
        }
        version.buildLog = head(build.getLog(), buildLogBytes);
        version.buildLogTruncated = build.getLogTruncated() || version.buildLog.length() < build.getLog().length();
        version.buildDurationMs = build.getDurationMs();
    }

    private static String verdict(EntryStatusChanged message, String fallback) {
        return message.getVerdict().isEmpty() ? fallback : message.getVerdict();
    }

    /** The entry's stderr from its validation match, or null when it wrote none (the page then shows nothing). */
    private static String stderr(EntryStatusChanged message) {
        return message.getStderrHead().isEmpty() ? null : message.getStderrHead();
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
