package dev.arbiter.submission.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

import java.time.Instant;
import java.util.List;

/** One upload of an entry: its artefact, how to run it, and its timeline. */
@Entity
@Table(name = "entry_versions")
public class EntryVersion {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "entry_id")
    public Entry entry;

    @Column(nullable = false)
    public int version;

    @Column(name = "artefact_sha256", nullable = false)
    public String artefactSha256;

    /** As in the wire contract: elf, script, pe32plus, archive. */
    @Column(nullable = false)
    public String kind;

    /** For archives, the manifest's command; empty for a bare executable. Stored as a JSON array. */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(nullable = false, columnDefinition = "text")
    public List<String> command = List.of();

    /** Kind {@code source}: the build's argv, as the upload check decided it. Stored as a JSON array. */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "build_command", nullable = false, columnDefinition = "text")
    public List<String> buildCommand = List.of();

    /** Kind {@code source}: make, c, c++, java, python or custom. */
    public String language;

    /** When the runner's successful build was reported. */
    @Column(name = "built_at")
    public Instant builtAt;

    /** The built archive that matches run (content address in the blob store). */
    @Column(name = "built_sha256")
    public String builtSha256;

    /** A failed build's first error line, or the limit that stopped it. */
    @Column(name = "build_error")
    public String buildError;

    /** The head of the build's output, for the entry's owner only. */
    @Column(name = "build_log")
    public String buildLog;

    @Column(name = "build_log_truncated", nullable = false)
    public boolean buildLogTruncated;

    @Column(name = "build_duration_ms")
    public Long buildDurationMs;

    @Column(name = "size_bytes", nullable = false)
    public long sizeBytes;

    @Column(name = "original_filename", nullable = false)
    public String originalFilename;

    public String note;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public EntryStatus status;

    @Column(name = "received_at", nullable = false)
    public Instant receivedAt;

    @Column(name = "stored_at")
    public Instant storedAt;

    @Column(name = "validating_at")
    public Instant validatingAt;

    @Column(name = "finished_at")
    public Instant finishedAt;

    @Column(name = "validation_verdict")
    public String validationVerdict;

    @Column(name = "validation_detail")
    public String validationDetail;

    /** The first bytes of the entry's stderr during validation (capped by configuration). */
    @Column(name = "validation_stderr")
    public String validationStderr;

    /** The scheduler's ./arbiter match command that replays the validation match on the contestant's machine. */
    @Column(name = "reproduce_command")
    public String reproduceCommand;

    /** The validation match, for a link to its public match page. */
    @Column(name = "validation_match_id")
    public String validationMatchId;

    /** Set when an organiser disqualified this version: why. */
    @Column(name = "disqualified_reason")
    public String disqualifiedReason;

    @Column(name = "counts_against_quota", nullable = false)
    public boolean countsAgainstQuota = true;
}
