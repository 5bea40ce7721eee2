package dev.arbiter.scheduler.service;

import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.BuildReport;
import dev.arbiter.proto.v1.EntryStatusChanged;
import dev.arbiter.proto.v1.EntrySubmitted;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.SeatResult;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.EntryStatus;
import dev.arbiter.scheduler.persistence.Lane;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.scheduler.persistence.MatchSeat;
import dev.arbiter.scheduler.messaging.SchedulerOutbox;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;
import org.jboss.logging.Logger;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Entries as the scheduler knows them: recorded from {@code entry.submitted} (once per version, however
 * often the message arrives), validated by one match, made ready or failed by its outcome, and
 * disqualified by an organiser. Every change goes out on {@code entry.status}.
 */
@ApplicationScoped
public class EntryService {

    private static final Logger LOG = Logger.getLogger(EntryService.class);
    /** entry.status carries at most this much of an entry's stderr (the judge keeps 4 KiB). */
    private static final int STDERR_HEAD_CHARS = 4096;

    private final MatchService matches;
    private final MatchSeeds matchSeeds;
    private final SchedulerOutbox outbox;

    public EntryService(MatchService matches, SchedulerOutbox outbox, MatchSeeds matchSeeds) {
        this.matches = matches;
        this.matchSeeds = matchSeeds;
        this.outbox = outbox;
    }

    /** Records a submitted version and requests its validation match. A repeated message changes nothing. */
    @Transactional
    public Optional<Entry> onSubmitted(EntrySubmitted submitted) {
        if (Entry.byVersion(submitted.getEntryId(), submitted.getVersion()).isPresent()) {
            return Optional.empty();
        }
        Optional<Competition> competition = Competition.bySlug(submitted.getCompetition());
        if (competition.isEmpty()) {
            LOG.warnf("Entry %s v%d names unknown competition '%s'; ignored", submitted.getEntryId(),
                    submitted.getVersion(), submitted.getCompetition());
            return Optional.empty();
        }
        var entry = new Entry();
        entry.competition = competition.get();
        entry.entryId = submitted.getEntryId();
        entry.version = submitted.getVersion();
        entry.contestant = submitted.getContestant();
        entry.name = submitted.getName().isBlank() ? submitted.getEntryId() : submitted.getName();
        entry.artifactSha256 = submitted.getArtifactSha256();
        entry.kind = submitted.getKind();
        entry.command = new ArrayList<>(submitted.getCommandList());
        entry.buildCommand = new ArrayList<>(submitted.getBuildCommandList());
        entry.sizeBytes = submitted.getSizeBytes();
        entry.submittedAt = submitted.hasSubmittedAt()
                ? Instant.ofEpochSecond(submitted.getSubmittedAt().getSeconds(), submitted.getSubmittedAt().getNanos()) : null;
        entry.createdAt = Instant.now();
        entry.status = EntryStatus.VALIDATING;
        entry.persist();
        validate(entry);
        return Optional.of(entry);
    }

    private void validate(Entry entry) {
        Competition c = entry.competition;
        List<Entry> seats = switch (c.validationMode) {
            case "self" -> List.of(entry, entry);
            case "reference" -> List.of(entry, Entry.referenceOf(c).orElseThrow(
                    () -> new IllegalStateException("competition " + c.slug + " validates against a reference player it lacks")));
            default -> List.of(entry);
        };
        // A contestant waits on this one: it jumps the queue of ladder and round matches.
        Match match = matches.create(c, MatchKind.VALIDATION, seats, matchSeeds.validation(c, entry.id), MatchService.Origin.NONE,
                Lane.PRIORITY);
        entry.validationMatchId = match.id;
        entry.status = EntryStatus.VALIDATING;
        entry.statusDetail = "validation match " + match.id + " requested";
        announce(entry, true, "", "", BuildReport.getDefaultInstance(), "");
    }

    /** The validation match is over: ok verdicts in every seat make the entry ready. */
    void onValidationFinished(@Observes MatchCompleted event) {
        Match match = event.match();
        if (match.kind != MatchKind.VALIDATION) {
            return;
        }
        List<MatchSeat> seats = match.seats();
        Entry entry = seats.getFirst().entry;
        if (entry.status != EntryStatus.VALIDATING || !match.id.equals(entry.validationMatchId)) {
            return;
        }
        // Only the entry's own seats judge it: a reference player that misbehaves fails no one.
        List<MatchSeat> own = seats.stream().filter(s -> s.entry == entry).toList();
        BuildReport build = SourceBuilds.report(event.result(), own.getFirst());
        if (build.getOk()) {
            SourceBuilds.keepBuilt(entry, build);
        }
        MatchSeat failed = own.stream().filter(s -> !"ok".equals(s.verdict)).findFirst().orElse(null);
        if (match.state.rated() && failed == null) {
            entry.status = EntryStatus.READY;
            entry.statusDetail = "passed validation match " + match.id;
        } else if (match.state.rated() && SourceBuilds.failed(build)) {
            entry.status = EntryStatus.FAILED;
            entry.statusDetail = "build failed: " + build.getFirstError();
        } else if (match.state.rated()) {
            entry.status = EntryStatus.FAILED;
            entry.statusDetail = "validation " + failed.verdict + (failed.detail == null || failed.detail.isBlank() ? "" : ": " + failed.detail);
        } else {
            entry.status = EntryStatus.VALIDATION_ERROR;
            entry.statusDetail = "validation could not be played (" + match.state.wire() + "): " + match.statusDetail;
        }
        String verdict = !match.state.rated() ? "" : SourceBuilds.failed(build) ? SourceBuilds.BUILD_FAILED
                : failed == null ? "ok" : failed.verdict;
        // Only a played match that failed is worth replaying: a build that failed never played, and its page
        // already shows the commands that repeat the build.
        String reproduce = entry.status == EntryStatus.FAILED && !SourceBuilds.failed(build)
                ? ReproduceCommand.of(MatchRequests.of(match, seats), entry.entryId) : "";
        // A play on the organiser's private levels: the owner gets the verdict, not what the entry wrote there.
        String stderr = match.competition.playOutputWithheld() ? ""
                : stderrHead(event.result(), failed != null ? failed : own.getFirst());
        announce(entry, entry.status != EntryStatus.VALIDATION_ERROR, verdict, stderr, build, reproduce);
    }

    /**
     * What the runner kept of one seat's stderr, so the contestant sees why the entry failed (the scheduler
     * stores none of it). Cut to {@link #STDERR_HEAD_CHARS} whatever the runner sent.
     */
    private static String stderrHead(MatchResult result, MatchSeat seat) {
        if (result == null) {
            return "";
        }
        String stderr = result.getSeatsList().stream().filter(s -> s.getSeat() == seat.seat)
                .map(SeatResult::getStderrHead).findFirst().orElse("");
        int codePoints = stderr.codePointCount(0, stderr.length());
        return codePoints <= STDERR_HEAD_CHARS ? stderr : stderr.substring(0, stderr.offsetByCodePoints(0, STDERR_HEAD_CHARS));
    }

    /** Removes an entry from play and from every ranking, with a reason contestants see. */
    @Transactional
    public Entry disqualify(long entryKey, String reason) {
        if (reason == null || reason.isBlank()) {
            throw new InvalidRequestException("a disqualification needs a reason");
        }
        Entry entry = Entry.<Entry>findByIdOptional(entryKey).orElseThrow(() -> new NotFoundException("no entry " + entryKey));
        if (entry.status == EntryStatus.REFERENCE) {
            throw new InvalidRequestException("the reference player validates entries; it cannot be disqualified");
        }
        entry.status = EntryStatus.DISQUALIFIED;
        entry.disqualifiedReason = reason.strip();
        entry.statusDetail = "disqualified: " + entry.disqualifiedReason;
        announce(entry, true, "", "", BuildReport.getDefaultInstance(), "");
        return entry;
    }

    private void announce(Entry entry, boolean countsAgainstQuota, String verdict, String stderrHead,
                                 BuildReport build, String reproduce) {
        outbox.enqueue(Topics.ENTRY_STATUS, entry.entryId, EntryStatusChanged.newBuilder()
                .setEntryId(entry.entryId)
                .setVersion(entry.version)
                .setCompetition(entry.competition.slug)
                .setStatus(dev.arbiter.proto.v1.EntryStatus.valueOf("ENTRY_STATUS_" + entry.status.name()))
                .setDetail(entry.statusDetail == null ? "" : entry.statusDetail)
                .setValidationMatchId(entry.validationMatchId == null ? "" : entry.validationMatchId)
                .setCountsAgainstQuota(countsAgainstQuota)
                .setVerdict(verdict)
                .setStderrHead(stderrHead)
                .setBuild(build)
                .setReproduce(reproduce)
                .setAtMs(System.currentTimeMillis())
                .build().toByteArray());
    }
}
