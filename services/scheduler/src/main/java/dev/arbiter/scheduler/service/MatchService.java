package dev.arbiter.scheduler.service;

import dev.arbiter.judge.seed.SeedCommitment;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.SeatResult;
import dev.arbiter.proto.v1.Verdict;
import dev.arbiter.scheduler.config.SchedulerConfig;
import dev.arbiter.scheduler.metrics.SchedulerMetrics;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.Lane;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchEvent;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.scheduler.persistence.MatchSeat;
import dev.arbiter.scheduler.persistence.MatchState;
import dev.arbiter.scheduler.messaging.SchedulerOutbox;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import org.jboss.logging.Logger;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * Issuing matches and taking their results: creating a match (and its request in the outbox:
 * {@code match.requested}, or {@code match.requested.priority} for a match in the priority {@link Lane}),
 * re-issuing an attempt that failed through no fault of its entries (up to {@link SchedulerConfig#maxAttempts()}),
 * and accepting exactly one result per match. A result for a match already finished changes nothing. The leases
 * runners hold meanwhile are {@link MatchLeases}'.
 */
@ApplicationScoped
public class MatchService {

    private static final Logger LOG = Logger.getLogger(MatchService.class);

    private final SchedulerConfig config;
    private final SchedulerMetrics metrics;
    private final Event<MatchCompleted> completed;
    private final SchedulerOutbox outbox;
    private final MatchSeeds matchSeeds;

    public MatchService(SchedulerConfig config, SchedulerMetrics metrics, Event<MatchCompleted> completed, SchedulerOutbox outbox,
                        MatchSeeds matchSeeds) {
        this.config = config;
        this.matchSeeds = matchSeeds;
        this.metrics = metrics;
        this.completed = completed;
        this.outbox = outbox;
    }

    /** What a new match is for, beyond its kind. Null fields do not apply. */
    public record Origin(String roundId, Integer swissRound, String rerunSetId, String replacesMatchId, boolean inStandings) {
        public static final Origin NONE = new Origin(null, null, null, null, false);
    }

    /** Creates a match in state requested and queues its request in the bulk lane. Must run inside a transaction. */
    public Match create(Competition competition, MatchKind kind, List<Entry> seats, long seed, Origin origin) {
        return create(competition, kind, seats, seed, origin, Lane.BULK);
    }

    /** Creates a match in state requested and queues its request in {@code lane}. Must run inside a transaction. */
    public Match create(Competition competition, MatchKind kind, List<Entry> seats, long seed, Origin origin, Lane lane) {
        return create(competition, kind, seats, seed, origin, lane, null);
    }

    /**
     * Same, playing the named instance of the game ({@code null}: the game has none; RDDL: the instance of the
     * competition's set the session is on).
     */
    public Match create(Competition competition, MatchKind kind, List<Entry> seats, long seed, Origin origin, Lane lane,
                        String instance) {
        return create(competition, kind, seats, new GameSeeds(seed, null), origin, lane, instance);
    }

    /**
     * A match's seeds: the game's, and each seat's when they are given (a rerun plays its original's again); null, each
     * seat gets a seed of its own from {@link MatchSeeds}.
     */
    public record GameSeeds(long game, List<Long> seats) {
    }

    /** Same, with the seats' seeds given; commits to all the match's seeds under a fresh secret salt. */
    public Match create(Competition competition, MatchKind kind, List<Entry> seats, GameSeeds seeds, Origin origin, Lane lane,
                        String instance) {
        var match = new Match();
        match.id = kind.wire().substring(0, 1) + "-" + UUID.randomUUID();
        match.competition = competition;
        match.kind = kind;
        match.lane = lane;
        match.roundId = origin.roundId();
        match.swissRound = origin.swissRound();
        match.rerunSetId = origin.rerunSetId();
        match.replacesMatchId = origin.replacesMatchId();
        match.inStandings = origin.inStandings();
        match.seed = seeds.game();
        List<Long> seatSeeds = seeds.seats() != null && seeds.seats().size() == seats.size() && !seeds.seats().contains(null)
                ? seeds.seats() : matchSeeds.seatSeeds(match.seed, seats.size());
        var commitment = SeedCommitment.salted(match.seed, seatSeeds);
        match.seedSalt = commitment.saltHex();
        match.seedCommitment = commitment.commitment();
        match.instance = instance;
        match.state = MatchState.REQUESTED;
        match.attempt = 1;
        match.createdAt = Instant.now();
        match.persist();
        var matchSeats = new ArrayList<MatchSeat>();
        for (int i = 0; i < seats.size(); i++) {
            var seat = new MatchSeat();
            seat.matchId = match.id;
            seat.seat = i + 1;
            seat.entry = seats.get(i);
            seat.seed = seatSeeds.get(i);
            seat.persist();
            matchSeats.add(seat);
        }
        issue(match, matchSeats, "attempt 1");
        return match;
    }

    private void issue(Match match, List<MatchSeat> seats, String detail) {
        match.requestedAt = Instant.now();
        MatchEvent.record(match, MatchState.REQUESTED.wire(), null, detail);
        // A re-issue goes where the first issue went: a priority match stays ahead of the bulk.
        String topic = match.lane == Lane.PRIORITY ? Topics.MATCH_REQUESTED_PRIORITY : Topics.MATCH_REQUESTED;
        outbox.enqueue(topic, match.id, MatchRequests.of(match, seats).toByteArray());
    }

    /**
     * A runner's result. The first acceptable result of a match wins; later ones (duplicates, other
     * attempts) only leave a note in the timeline. A runner that could not play the match counts as a
     * failed attempt: re-issued while attempts remain.
     */
    @Transactional
    public void onFinished(MatchResult result) {
        Match match = Match.findById(result.getMatchId(), LockModeType.PESSIMISTIC_WRITE);
        if (match == null) {
            LOG.warnf("Result for unknown match %s ignored", result.getMatchId());
            return;
        }
        if (match.state.terminal()) {
            metrics.duplicateResult();
            MatchEvent.record(match, "duplicate-result", result.getRunnerId(),
                    "attempt " + result.getAttempt() + " reported " + wire(result.getStatus()) + "; already " + match.state.wire());
            return;
        }
        if (result.getStatus() == MatchStatus.MATCH_STATUS_INFRASTRUCTURE_ERROR) {
            if (result.getAttempt() < match.attempt) {
                MatchEvent.record(match, "stale-failure", result.getRunnerId(), "attempt " + result.getAttempt() + ": " + result.getStatusDetail());
                return;
            }
            retryOrGiveUp(match, "runner " + result.getRunnerId() + " could not play it: " + result.getStatusDetail());
            return;
        }
        accept(match, result);
    }

    private void accept(Match match, MatchResult result) {
        boolean allOk = result.getSeatsList().stream().allMatch(s -> s.getVerdict() == Verdict.VERDICT_OK);
        match.state = switch (result.getStatus()) {
            case MATCH_STATUS_COMPLETED -> allOk ? MatchState.FINISHED : MatchState.FAILED;
            case MATCH_STATUS_GAME_ERROR -> MatchState.GAME_ERROR;
            case MATCH_STATUS_CANCELLED -> MatchState.CANCELLED;
            default -> MatchState.INFRASTRUCTURE_ERROR;
        };
        match.finishedAt = Instant.now();
        match.statusDetail = result.getStatusDetail();
        match.moves = result.getMoves();
        match.durationMs = result.getDurationMs();
        match.transcriptSha256 = result.getTranscript().getSha256().isEmpty() ? null : result.getTranscript().getSha256();
        match.transcriptBytes = result.getTranscript().getBytes();
        match.transcriptDroppedLines = result.getTranscript().getOutOfProtocolDroppedLines();
        match.transcriptDroppedBytes = result.getTranscript().getOutOfProtocolDroppedBytes();
        match.resultAttempt = result.getAttempt();
        match.resultRunnerId = result.getRunnerId();
        match.leaseExpiresAt = null;
        for (MatchSeat seat : match.seats()) {
            SeatResult outcome = result.getSeatsList().stream().filter(s -> s.getSeat() == seat.seat).findFirst().orElse(null);
            if (outcome != null) {
                seat.name = outcome.getName();
                seat.score = outcome.getScore();
                seat.scoredMoves = outcome.getScoredMoves();
                seat.verdict = verdict(outcome.getVerdict());
                seat.detail = SourceBuilds.publicDetail(outcome);
                seat.rddlSession = outcome.hasRddl() ? outcome.getRddl().toByteArray() : null;
                seat.gvgaiRun = outcome.hasGvgai() ? outcome.getGvgai().toByteArray() : null;
                metrics.verdict(seat.verdict);
            }
        }
        MatchEvent.record(match, match.state.wire(), result.getRunnerId(),
                "attempt " + result.getAttempt() + (match.statusDetail.isEmpty() ? "" : ": " + match.statusDetail));
        metrics.finished(match.state, result.getDurationMs());
        complete(match, result);
    }

    /** Re-issues a match whose attempt failed through no fault of its entries, or gives up after the last attempt. */
    void retryOrGiveUp(Match match, String why) {
        if (match.attempt < config.maxAttempts()) {
            metrics.retry();
            match.attempt++;
            match.state = MatchState.REQUESTED;
            match.runnerId = null;
            match.leaseExpiresAt = null;
            issue(match, match.seats(), "attempt " + match.attempt + " after: " + why);
            return;
        }
        match.state = MatchState.INFRASTRUCTURE_ERROR;
        match.finishedAt = Instant.now();
        match.statusDetail = "gave up after " + match.attempt + " attempts; last: " + why;
        match.leaseExpiresAt = null;
        MatchEvent.record(match, match.state.wire(), match.runnerId, match.statusDetail);
        metrics.finished(match.state, 0);
        complete(match, null);
    }

    /** Records the outcome for the rest of the platform and lets validation, ladder and rounds react. */
    private void complete(Match match, MatchResult result) {
        metrics.completed(match.competition.slug, match.kind.name().toLowerCase(java.util.Locale.ROOT), match.state);
        outbox.enqueue(Topics.MATCH_RECORDED, match.id, MatchRequests.recorded(match).toByteArray());
        completed.fire(new MatchCompleted(match, result));
    }

    /**
     * The competition has closed: its validation matches and a single-player ladder's matches (whose instance seeds
     * every entry shares) may now show their seeds, so their outcomes go out again with the reveal. The leaderboard
     * takes a replayed outcome for the reveal alone.
     */
    public void revealOnClose(Competition competition) {
        List<MatchKind> kinds = competition.seats == 1 ? List.of(MatchKind.VALIDATION, MatchKind.LADDER) : List.of(MatchKind.VALIDATION);
        List<Match> closed = Match.withSeats(Match.list("competition = ?1 and kind in ?2 and seedCommitment is not null",
                competition, kinds));
        closed.stream().filter(SeedReveal::revealed).forEach(m -> outbox.enqueue(Topics.MATCH_RECORDED, m.id, MatchRequests.recorded(m).toByteArray()));
    }

    static String verdict(Verdict verdict) {
        return verdict == Verdict.VERDICT_UNSPECIFIED ? null
                : verdict.name().substring("VERDICT_".length()).toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static String wire(MatchStatus status) {
        return status.name().substring("MATCH_STATUS_".length()).toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
