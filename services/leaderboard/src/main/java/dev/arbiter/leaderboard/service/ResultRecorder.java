package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.metrics.LeaderboardMetrics;
import dev.arbiter.leaderboard.persistence.Jdbc;
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
import java.util.List;
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

    /** What happened to one message. */
    public enum Outcome { APPLIED, STORED_UNRATED, DUPLICATE }

    private final Jdbc jdbc;
    private final Competitions competitions;
    private final Ratings ratings;
    private final LeaderboardCache cache;
    private final LiveUpdates live;
    private final LiveMatches liveMatches;
    private final LeaderboardMetrics metrics;

    public ResultRecorder(Jdbc jdbc, Competitions competitions, Ratings ratings, LeaderboardCache cache, LiveUpdates live,
                          LiveMatches liveMatches, LeaderboardMetrics metrics) {
        this.jdbc = jdbc;
        this.competitions = competitions;
        this.ratings = ratings;
        this.cache = cache;
        this.live = live;
        this.liveMatches = liveMatches;
        this.metrics = metrics;
    }

    public Outcome onRecorded(MatchRecorded message) {
        MatchResult result = message.getResult();
        if (result.getMatchId().isBlank() || message.getCompetition().isBlank() || result.getSeatsCount() == 0) {
            throw new IllegalArgumentException("a match.recorded without match id, competition or seats");
        }
        Outcome outcome = metrics.timeApply(() -> jdbc.inTransaction(connection -> store(connection, message)));
        metrics.result(outcome);
        if (outcome != Outcome.DUPLICATE) {
            cache.invalidate(message.getCompetition());
            live.competitionChanged(message.getCompetition(), result.getMatchId());
            liveMatches.recorded(result.getMatchId());
        }
        return outcome;
    }

    private Outcome store(Connection connection, MatchRecorded message) throws SQLException {
        MatchResult result = message.getResult();
        String slug = message.getCompetition();
        CompetitionView competition = competitions.ensureAndLock(connection, slug, result.getSeatsCount());
        Optional<PairwiseMethod<?>> method = ratings.method(competition.ladderMethod());
        int seatsNeeded = method.isPresent() ? 2 : 1;
        // Never rated: infrastructure errors, game errors, cancelled matches, validation matches and reruns
        // (the scheduler sends rated = false for all of those; the status is checked again here).
        // Nor matches of a disqualified entry version, should the scheduler's rated flag predate the disqualification.
        boolean applied = message.getRated() && result.getStatus() == MatchStatus.MATCH_STATUS_COMPLETED
                && result.getSeatsCount() == seatsNeeded && !Disqualifications.anyDisqualified(connection,
                result.getSeatsList().stream().map(SeatResult::getEntryId).toList(),
                result.getSeatsList().stream().map(seat -> version(message, seat)).toList());
        Instant recordedAt = Instant.ofEpochMilli(message.getRecordedAtMs() > 0 ? message.getRecordedAtMs() : System.currentTimeMillis());
        List<Long> inserted = Jdbc.query(connection, """
                insert into match_result (match_id, competition, kind, round_id, rated, applied, status, status_detail,
                    attempt, moves, duration_ms, seed, runner_id, transcript_sha256, transcript_lines, transcript_bytes,
                    transcript_truncated, replaces_match_id, recorded_at)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                on conflict (match_id) do nothing returning seq""", rows -> rows.getLong(1),
                result.getMatchId(), slug, kind(message), blankToNull(message.getRoundId()), message.getRated(), applied,
                status(result.getStatus()), result.getStatusDetail(), result.getAttempt(), result.getMoves(),
                result.getDurationMs(), result.getSeed(), result.getRunnerId(),
                blankToNull(result.getTranscript().getSha256()), result.getTranscript().getLines(),
                result.getTranscript().getBytes(), result.getTranscript().getTruncated(),
                blankToNull(message.getReplacesMatchId()), recordedAt);
        if (inserted.isEmpty()) {
            return Outcome.DUPLICATE;
        }
        long seq = inserted.getFirst();
        LiveMatches.event(connection, result.getMatchId(), result.getAttempt(), status(result.getStatus()), recordedAt,
                result.getRunnerId());
        for (SeatResult seat : result.getSeatsList()) {
            RecordedSeat who = message.getSeatsList().stream().filter(s -> s.getSeat() == seat.getSeat()).findFirst()
                    .orElse(RecordedSeat.newBuilder().setEntryId(seat.getEntryId()).setEntryName(seat.getName()).build());
            Jdbc.update(connection, """
                    insert into match_seat (match_id, seat, entry_id, version, contestant, entry_name, announced, score,
                        scored_moves, verdict, detail)
                    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", result.getMatchId(), seat.getSeat(), seat.getEntryId(),
                    who.getVersion(), who.getContestant(), who.getEntryName().isBlank() ? seat.getName() : who.getEntryName(),
                    seat.getName(), seat.getScore(), seat.getScoredMoves(), verdict(seat.getVerdict()), seat.getDetail());
            if (seat.hasRddl()) {
                IppcBoard.storeSession(connection, result.getMatchId(), seat.getSeat(), seat.getRddl());
            }
            if (seat.hasGvgai()) {
                GvgaiBoard.storeRun(connection, result.getMatchId(), seat.getSeat(), seat.getGvgai());
            }
            Jdbc.update(connection, """
                    insert into entry (entry_id, competition, contestant, name, version, version_seen_at) values (?, ?, ?, ?, ?, ?)
                    on conflict (entry_id) do update set contestant = excluded.contestant, name = excluded.name,
                        version = excluded.version, version_seen_at = excluded.version_seen_at
                    where excluded.version > entry.version""", seat.getEntryId(), slug, who.getContestant(),
                    who.getEntryName().isBlank() ? seat.getName() : who.getEntryName(), who.getVersion(), recordedAt);
        }
        if (!applied) {
            return Outcome.STORED_UNRATED;
        }
        if (method.isPresent()) {
            SeatResult first = result.getSeats(0);
            SeatResult second = result.getSeats(1);
            ratings.apply(connection, slug, method.get(), dev.arbiter.rating.MatchResult.completed(result.getMatchId(),
                    seq, recordedAt, first.getEntryId(), first.getScore(), second.getEntryId(), second.getScore()));
        }
        return Outcome.APPLIED;
    }

    private static int version(MatchRecorded message, SeatResult seat) {
        return message.getSeatsList().stream().filter(s -> s.getSeat() == seat.getSeat()).findFirst()
                .map(RecordedSeat::getVersion).orElse(0);
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
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
