package dev.arbiter.submission.service;

import dev.arbiter.submission.persistence.Entry;
import dev.arbiter.submission.persistence.EntryStatus;
import dev.arbiter.submission.persistence.EntryVersion;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** An entry as its owner (or an organiser) sees it: every version, newest first, each with its timeline. */
@Schema(description = "An entry with all its versions, newest first")
public record EntryView(
        UUID id,
        String name,
        String competition,
        String owner,
        @Schema(description = "Status of the newest version") String status,
        List<VersionView> versions) {

    /** {@code versions} are the entry's, newest first. */
    public static EntryView of(Entry entry, List<EntryVersion> versions) {
        List<VersionView> views = versions.stream().map(VersionView::of).toList();
        return new EntryView(entry.id, entry.name, entry.competition.slug, entry.owner.username,
                views.isEmpty() ? null : views.getFirst().status(), views);
    }

    @Schema(description = "One upload of the entry")
    public record VersionView(
            int version,
            @Schema(description = "stored, validating, building, ready, failed, build-failed, infrastructure-error or disqualified")
            String status,
            String artefactSha256,
            @Schema(description = "elf, script, pe32plus, archive or source") String kind,
            List<String> command,
            long sizeBytes,
            String fileName,
            String note,
            @Schema(description = "One step per state reached, in order") List<TimelineStep> timeline,
            @Schema(description = "The validation match's result; null until it is known") ValidationView validation,
            @Schema(description = "Source uploads: the build, its log and how to repeat it; null for other kinds") BuildView build,
            @Schema(description = "What the version waits for, in words, while it is not final") String waitingFor) {

        static VersionView of(EntryVersion v) {
            List<TimelineStep> steps = new ArrayList<>();
            steps.add(new TimelineStep("received", v.receivedAt));
            if (v.storedAt != null) {
                steps.add(new TimelineStep("stored", v.storedAt));
            }
            boolean source = BuildView.SOURCE.equals(v.kind);
            if (v.validatingAt != null) {
                steps.add(new TimelineStep(source ? "building" : "validating", v.validatingAt));
            }
            if (v.builtAt != null) {
                steps.add(new TimelineStep("built", v.builtAt));
            }
            if (v.finishedAt != null) {
                steps.add(new TimelineStep(v.status.label(), v.finishedAt));
            }
            ValidationView validation = v.status.isFinal()
                    ? new ValidationView(v.validationVerdict, v.validationDetail, v.validationStderr, v.validationMatchId,
                    v.disqualifiedReason, v.reproduceCommand) : null;
            return new VersionView(v.version, v.status.label(), v.artefactSha256, v.kind, v.command, v.sizeBytes,
                    v.originalFilename, v.note, steps, validation, source ? BuildView.of(v) : null, waitingFor(v.status));
        }

        private static String waitingFor(EntryStatus status) {
            return switch (status) {
                case RECEIVED, STORED -> "announcing the upload to the scheduler";
                case VALIDATING -> "a runner to play the validation match";
                case BUILDING -> "a runner to build the sources and play the validation match";
                default -> null;
            };
        }
    }

    public record TimelineStep(String state, Instant at) {
    }

    public record ValidationView(
            String verdict,
            String detail,
            String stderr,
            @Schema(description = "The validation match; its public page is /matches/{id}") String matchId,
            @Schema(description = "Why an organiser disqualified the version, when one did") String disqualifiedReason,
            @Schema(description = "The ./arbiter match command that replays the validation match on your machine "
                    + "(YOUR-ENTRY: your program; OTHER-PLAYER, GAME-PROGRAM: what the competition's kit provides)")
            String reproduce) {
    }
}
