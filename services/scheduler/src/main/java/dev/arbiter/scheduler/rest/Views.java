package dev.arbiter.scheduler.rest;

import dev.arbiter.judge.seed.SeedCommitment;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.service.TranscriptRetention;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchEvent;
import dev.arbiter.scheduler.persistence.MatchSeat;
import dev.arbiter.scheduler.persistence.OfficialRound;
import dev.arbiter.scheduler.persistence.RerunSet;
import dev.arbiter.scheduler.service.SeedReveal;
import dev.arbiter.scheduler.service.Standings;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The JSON shapes of the scheduler's API, built from its rows. */
public final class Views {

    private Views() {
    }

    @Schema(description = "A competition in the public list")
    public record CompetitionSummary(String slug, String title, String game, String phase) {
        static CompetitionSummary of(Competition c) {
            return new CompetitionSummary(c.slug, c.title, c.gameLabel(), c.phase.wire());
        }
    }

    @Schema(description = "A competition with all its settings")
    public record CompetitionView(String slug, String title, String game, String protocol, int seats,
                                  Map<String, String> gameOptions, long moveDeadlineMs, long matchDeadlineMs,
                                  long memoryBytes, long cpuSeconds, String rankingMethod, String phase,
                                  int uploadQuotaPerDay, boolean publicListing, String validationMode,
                                  int instancesPerEntry, int ladderConcurrency, long seed, Instant createdAt,
                                  @Schema(description = "RDDL: the built-in set or 'upload'; null for other games") String rddlSet,
                                  @Schema(description = "RDDL: the instances every entry plays, in order; null for other games")
                                  List<dev.arbiter.scheduler.persistence.RddlInstanceRef> rddlInstances,
                                  @Schema(description = "GVGAI: the games every entry plays a learning run on, in order; null for other games")
                                  List<String> gvgaiGames,
                                  @Schema(description = "Days a ladder match's transcript is kept") int ladderTranscriptDays,
                                  @Schema(description = "Each entry's latest ladder matches that keep their transcripts")
                                  int ladderTranscriptsPerEntry,
                                  @Schema(description = "What is kept, in words; validation, official and rerun transcripts stay "
                                          + "until the competition is archived, results and ratings for good") String transcriptsKept) {
        public static CompetitionView of(Competition c) {
            return new CompetitionView(c.slug, c.title, c.gameLabel(), Vocabulary.wireName(c.protocol), c.seats, Map.copyOf(c.gameOptions),
                    c.moveDeadlineMs, c.matchDeadlineMs, c.memoryBytes, c.cpuSeconds, Vocabulary.wireName(c.rankingMethod), c.phase.wire(),
                    c.uploadQuotaPerDay, c.publicListing, c.validationMode, c.instancesPerEntry, c.ladderConcurrency,
                    c.seed, c.createdAt, c.rddlSet, c.rddl() ? List.copyOf(c.rddlInstances) : null,
                    c.gvgai() ? List.copyOf(c.gvgaiGames) : null, c.ladderTranscriptDays, c.ladderTranscriptsPerEntry,
                    TranscriptRetention.kept(c));
        }

        /** The game as the organiser's pages name it: a built-in's name, or "uploaded game" and a sha256 prefix. */
        @com.fasterxml.jackson.annotation.JsonIgnore
        public String gameShown() {
            return game.startsWith(UPLOADED_GAME) ? "uploaded game " + game.substring(UPLOADED_GAME.length(), UPLOADED_GAME.length() + 12) : game;
        }
    }

    /** How {@link Competition#gameLabel()} names an uploaded game: this prefix, then its sha256. */
    private static final String UPLOADED_GAME = "upload:";

    @Schema(description = "An entry version as the scheduler knows it")
    public record EntryView(long key, String entryId, int version, String contestant, String name, String kind,
                            String status, String statusDetail, String validationMatchId, String disqualifiedReason,
                            double rating, int ladderMatches, Instant submittedAt) {
        public static EntryView of(Entry e) {
            return new EntryView(e.id, e.entryId, e.version, e.contestant, e.name, e.kind, e.status.wire(), e.statusDetail,
                    e.validationMatchId, e.disqualifiedReason, Math.round(e.rating * 10) / 10.0, e.ladderMatches, e.submittedAt);
        }
    }

    @Schema(description = "Who played a seat and how it went")
    public record SeatView(int seat, long entryKey, String entryId, int version, String contestant, String entry,
                           String announcedName, Double score, String verdict, String detail) {
        static SeatView of(MatchSeat s) {
            return new SeatView(s.seat, s.entry.id, s.entry.entryId, s.entry.version, s.entry.contestant, s.entry.name,
                    s.name, s.score, s.verdict, s.detail);
        }
    }

    @Schema(description = "One step of a match's status timeline")
    public record TimelineStep(String state, int attempt, String runner, String detail, Instant at) {
        static TimelineStep of(MatchEvent e) {
            return new TimelineStep(e.state, e.attempt, e.runnerId, e.detail, e.at);
        }
    }

    @Schema(description = "A match with its seats, state and (when asked) its status timeline")
    public record MatchView(String id, String competition, String kind, String lane, String state, int attempt,
                            @Schema(description = "The game's seed; null until the match has ended") Long seed,
                            @Schema(description = "SHA-256 (hex) of the seeds and a secret salt, shown before the match is played") String seedCommitment,
                            @Schema(description = "The revealed line that hashes to seedCommitment; null until revealed") String seedOpening,
                            @Schema(description = "Each seat's ARBITER_SEED, seat 1 first; null until revealed") List<Long> seatSeeds,
                            @Schema(description = "The ./arbiter match command that replays the match; null until revealed") String replay,
                            @Schema(description = "The instance the match plays (RDDL); null when the game names none") String instance,
                            String roundId, String rerunSetId, String replacesMatchId, boolean inStandings,
                            String runner, Instant createdAt, Instant finishedAt, String statusDetail, Long moves,
                            Long durationMs, String transcriptSha256, List<SeatView> seats, List<TimelineStep> timeline) {
        public static MatchView of(Match m, boolean withTimeline) {
            var seats = m.seats();
            boolean legacy = m.seedCommitment == null;
            Optional<SeedCommitment> opening = SeedReveal.revealed(m) ? SeedReveal.opening(m, seats) : Optional.empty();
            return new MatchView(m.id, m.competition.slug, m.kind.wire(), m.lane.wire(), m.state.wire(), m.attempt,
                    legacy || m.state.terminal() ? Long.valueOf(m.seed) : null, m.seedCommitment,
                    opening.map(SeedCommitment::opening).orElse(null),
                    opening.map(SeedCommitment::seatSeeds).orElse(null),
                    opening.map(o -> dev.arbiter.scheduler.service.ReproduceCommand.replayCommand(m, seats)).orElse(null), m.instance,
                    m.roundId, m.rerunSetId, m.replacesMatchId, m.inStandings, m.resultRunnerId != null ? m.resultRunnerId : m.runnerId,
                    m.createdAt, m.finishedAt, m.statusDetail, m.moves, m.durationMs, m.transcriptSha256,
                    seats.stream().map(SeatView::of).toList(),
                    withTimeline ? MatchEvent.timelineOf(m).stream().map(TimelineStep::of).toList() : null);
        }
    }

    @Schema(description = "An official round: its field, progress and standings")
    public record RoundView(String id, String competition, String name, String format, String state, long seed,
                            int repeats, int swissRounds, int currentSwissRound, long matches, long matchesDone,
                            List<EntryView> entries, List<Standings.Row> standings, Instant createdAt,
                            Instant completedAt, Instant publishedAt,
                            @Schema(description = "An RDDL competition's round: ranked by the rows' ippcScore") boolean ippc) {
        public static RoundView of(OfficialRound r, List<Standings.Row> standings) {
            List<Match> all = Match.list("roundId = ?1 and kind = ?2", r.id, dev.arbiter.scheduler.persistence.MatchKind.OFFICIAL);
            return new RoundView(r.id, r.competition.slug, r.name, r.format, r.state, r.seed, r.repeats, r.swissRounds,
                    r.currentSwissRound, all.size(), all.stream().filter(m -> m.state.terminal()).count(),
                    r.entries.stream().map(EntryView::of).toList(), standings, r.createdAt, r.completedAt, r.publishedAt,
                    r.competition.rddl());
        }
    }

    @Schema(description = "A rerun set and its matches")
    public record RerunSetView(String id, String roundId, String reason, String state, Instant createdAt,
                               Instant decidedAt, List<String> matchIds) {
        public static RerunSetView of(RerunSet s) {
            return new RerunSetView(s.id, s.roundId, s.reason, s.state, s.createdAt, s.decidedAt,
                    s.matches().stream().map(m -> m.id).toList());
        }
    }
}
