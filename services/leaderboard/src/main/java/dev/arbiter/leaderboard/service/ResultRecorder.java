package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.metrics.LeaderboardMetrics;
import dev.arbiter.leaderboard.model.CompetitionView;
import dev.arbiter.leaderboard.persistence.DisqualificationRepository;
import dev.arbiter.leaderboard.persistence.EntryRepository;
import dev.arbiter.leaderboard.persistence.GvgaiRepository;
import dev.arbiter.leaderboard.persistence.IppcRepository;
import dev.arbiter.leaderboard.persistence.Jdbc;
import dev.arbiter.leaderboard.persistence.LiveMatchRepository;
import dev.arbiter.leaderboard.persistence.ResultRepository;
import dev.arbiter.leaderboard.rating.PairwiseMethod;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.RecordedSeat;
import dev.arbiter.proto.v1.SeatResult;
import dev.arbiter.proto.v1.Verdict;
import jakarta.enterprise.context.ApplicationScoped;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;

/**
 * Stores each {@code match.recorded} once and applies it to the ladder. The match id is the primary key
 * of {@code match_result}: a re-delivered message finds its row and changes nothing. The competition's
 * row is locked first, so results of one competition get their sequence numbers in the order they are
 * applied, which is the order a recomputation replays them in.
 */
@ApplicationScoped
public class ResultRecorder {

    private final Jdbc jdbc;
    private final ResultRepository results;
    private final EntryRepository entries;
    private final DisqualificationRepository disqualifications;
    private final IppcRepository ippc;
    private final GvgaiRepository gvgai;
    private final LiveMatchRepository timeline;
    private final Competitions competitions;
    private final Ratings ratings;
    private final LeaderboardCache cache;
    private final LiveUpdates live;
    private final LiveMatches liveMatches;
    private final LeaderboardMetrics metrics;

    public ResultRecorder(Jdbc jdbc, ResultRepository results, EntryRepository entries,
                          DisqualificationRepository disqualifications, IppcRepository ippc, GvgaiRepository gvgai,
                          LiveMatchRepository timeline, Competitions competitions, Ratings ratings, LeaderboardCache cache,
                          LiveUpdates live, LiveMatches liveMatches, LeaderboardMetrics metrics) {
        this.jdbc = jdbc;
        this.results = results;
        this.entries = entries;
        this.disqualifications = disqualifications;
        this.ippc = ippc;
        this.gvgai = gvgai;
        this.timeline = timeline;
        this.competitions = competitions;
        this.ratings = ratings;
        this.cache = cache;
        this.live = live;
        this.liveMatches = liveMatches;
        this.metrics = metrics;
    }

    public RecordOutcome onRecorded(MatchRecorded message) {
        MatchResult result = message.getResult();
        if (result.getMatchId().isBlank() || message.getCompetition().isBlank() || result.getSeatsCount() == 0) {
            throw new IllegalArgumentException("a match.recorded without match id, competition or seats");
        }
        RecordOutcome outcome = metrics.timeApply(() -> jdbc.inTransaction(connection -> store(connection, message)));
        metrics.result(outcome);
        if (outcome != RecordOutcome.DUPLICATE) {
            cache.invalidate(message.getCompetition());
            live.competitionChanged(message.getCompetition(), result.getMatchId());
            liveMatches.recorded(result.getMatchId());
        }
        return outcome;
    }

    private RecordOutcome store(Connection connection, MatchRecorded message) throws SQLException {
        MatchResult result = message.getResult();
        String slug = message.getCompetition();
        CompetitionView competition = competitions.ensureAndLock(connection, slug, result.getSeatsCount());
        Optional<PairwiseMethod<?>> method = ratings.method(competition.ladderMethod());
        int seatsNeeded = method.isPresent() ? 2 : 1;
        // Never rated: infrastructure errors, game errors, cancelled matches, validation matches and reruns
        // (the scheduler sends rated = false for all of those; the status is checked again here).
        // Nor matches of a disqualified entry version, should the scheduler's rated flag predate the disqualification.
        boolean applied = message.getRated() && result.getStatus() == MatchStatus.MATCH_STATUS_COMPLETED
                && result.getSeatsCount() == seatsNeeded && !disqualifications.anyDisqualified(connection,
                result.getSeatsList().stream().map(SeatResult::getEntryId).toList(),
                result.getSeatsList().stream().map(seat -> version(message, seat)).toList());
        Instant recordedAt = Instant.ofEpochMilli(message.getRecordedAtMs() > 0 ? message.getRecordedAtMs() : System.currentTimeMillis());
        Optional<Long> inserted = results.insertResult(connection, message, kind(message), status(result.getStatus()),
                applied, recordedAt);
        if (inserted.isEmpty()) {
            // A replay changes nothing but may reveal the seeds, as the scheduler resends a closed competition's matches.
            if (!result.getSeedOpening().isEmpty()) {
                results.revealSeeds(connection, result.getMatchId(), result.getSeedOpening());
            }
            return RecordOutcome.DUPLICATE;
        }
        long seq = inserted.get();
        timeline.event(connection, result.getMatchId(), result.getAttempt(), status(result.getStatus()), recordedAt,
                result.getRunnerId());
        for (SeatResult seat : result.getSeatsList()) {
            RecordedSeat who = message.getSeatsList().stream().filter(s -> s.getSeat() == seat.getSeat()).findFirst()
                    .orElse(RecordedSeat.newBuilder().setEntryId(seat.getEntryId()).setEntryName(seat.getName()).build());
            String entryName = who.getEntryName().isBlank() ? seat.getName() : who.getEntryName();
            results.insertSeat(connection, result.getMatchId(), seat, who, entryName, verdict(seat.getVerdict()));
            if (seat.hasRddl()) {
                ippc.storeSession(connection, result.getMatchId(), seat.getSeat(), seat.getRddl());
            }
            if (seat.hasGvgai()) {
                gvgai.storeRun(connection, result.getMatchId(), seat.getSeat(), seat.getGvgai());
            }
            entries.storeSeen(connection, seat.getEntryId(), slug, who.getContestant(), entryName, who.getVersion(),
                    recordedAt);
        }
        if (!applied) {
            return RecordOutcome.STORED_UNRATED;
        }
        if (method.isPresent()) {
            SeatResult first = result.getSeats(0);
            SeatResult second = result.getSeats(1);
            ratings.apply(connection, slug, method.get(), dev.arbiter.rating.MatchResult.completed(result.getMatchId(),
                    seq, recordedAt, first.getEntryId(), first.getScore(), second.getEntryId(), second.getScore()));
        }
        return RecordOutcome.APPLIED;
    }

    private static int version(MatchRecorded message, SeatResult seat) {
        return message.getSeatsList().stream().filter(s -> s.getSeat() == seat.getSeat()).findFirst()
                .map(RecordedSeat::getVersion).orElse(0);
    }

    /** "ladder", "official", … from the enum's name. */
    static String kind(MatchRecorded message) {
        return wire(message.getKind().name(), "MATCH_KIND_");
    }

    static String status(MatchStatus status) {
        return wire(status.name(), "MATCH_STATUS_");
    }

    static String verdict(Verdict verdict) {
        return wire(verdict.name(), "VERDICT_");
    }

    private static String wire(String name, String prefix) {
        String bare = name.startsWith(prefix) ? name.substring(prefix.length()) : name;
        return bare.toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
