package dev.arbiter.scheduler.service;

import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.GameRef;
import dev.arbiter.proto.v1.Limits;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.RddlSession;
import dev.arbiter.proto.v1.RecordedSeat;
import dev.arbiter.proto.v1.SeatResult;
import dev.arbiter.proto.v1.TranscriptRef;
import dev.arbiter.proto.v1.Verdict;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.EntryStatus;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.scheduler.persistence.MatchSeat;
import dev.arbiter.scheduler.persistence.MatchState;

import java.util.List;
import java.util.Locale;

/** Builds the wire messages about a match from the scheduler's rows. */
final class MatchRequests {

    private MatchRequests() {
    }

    /** The request of a match with {@code seats} (their entries and seeds), seat 1 first. */
    static MatchRequest of(Match match, List<MatchSeat> seats) {
        Competition c = match.competition;
        var game = GameRef.newBuilder().setProtocol(c.protocol).putAllOptions(c.gameOptions).putAllDialect(c.dialect);
        if (c.rddl()) {
            // No artefact: the shipped IPPC files; an uploaded set travels as its zip.
            if (c.rddlFilesSha256 != null) {
                game.setArtifactSha256(c.rddlFilesSha256);
            }
            game.putOptions("instance", match.instance != null ? match.instance : c.instanceName(0));
            if (match.kind == MatchKind.VALIDATION) {
                game.putOptions("rddl.rounds", "1"); // proves the planner plays a session; the ladder plays the rest
            }
        } else if (c.gvgai()) {
            GvgaiCompetitions.requestOptions(game, match);
        } else if (c.game != null) {
            game.setBuiltin(c.game);
        } else {
            game.setArtifactSha256(c.gameArtifactSha256);
        }
        var request = MatchRequest.newBuilder()
                .setMatchId(match.id)
                .setAttempt(match.attempt)
                .setCompetition(c.slug)
                .setGame(game)
                .setSeed(match.seed)
                .setLimits(Limits.newBuilder()
                        .setNameDeadlineMs(c.nameDeadlineMs)
                        .setMoveDeadlineMs(c.moveDeadlineMs)
                        .setMatchDeadlineMs(c.matchDeadlineMs)
                        .setAverageWindow(c.averageWindow)
                        .setAverageMoveLimitMs(c.averageMoveLimitMs)
                        .setMaxConsecutiveTimeouts(c.maxConsecutiveTimeouts)
                        .setGameSilenceMs(c.gameSilenceMs)
                        .setMemoryBytes(c.memoryBytes)
                        .setCpuSeconds(c.cpuSeconds));
        if (match.seedCommitment != null) {
            request.setSeedCommitment(match.seedCommitment);
        }
        if (seats.stream().allMatch(s -> s.seed != null)) {
            seats.forEach(s -> request.addSeatSeeds(s.seed));
        }
        for (MatchSeat seat : seats) {
            Entry entry = seat.entry;
            request.addSeats(EntryRef.newBuilder()
                    .setEntryId(entry.entryId)
                    .setVersion(entry.version)
                    .setName(entry.name)
                    .setArtifactSha256(entry.artifactSha256)
                    .setKind(entry.kind)
                    .addAllCommand(entry.command)
                    .addAllBuildCommand(entry.buildCommand));
        }
        return request.build();
    }

    /** The one accepted outcome of a finished match, with what the leaderboard needs to place it. */
    static MatchRecorded recorded(Match match) {
        List<MatchSeat> seats = match.seats();
        boolean anyDisqualified = seats.stream().anyMatch(s -> s.entry.status == EntryStatus.DISQUALIFIED);
        var result = MatchResult.newBuilder()
                .setMatchId(match.id)
                .setAttempt(match.resultAttempt == null ? match.attempt : match.resultAttempt)
                .setStatus(status(match.state))
                .setStatusDetail(match.statusDetail == null ? "" : match.statusDetail)
                .setMoves(match.moves == null ? 0 : match.moves)
                .setDurationMs(match.durationMs == null ? 0 : match.durationMs)
                .setRunnerId(match.resultRunnerId == null ? "" : match.resultRunnerId);
        SeedReveal.reveal(match, seats, result);
        if (match.transcriptSha256 != null) {
            result.setTranscript(TranscriptRef.newBuilder().setSha256(match.transcriptSha256)
                    .setBytes(match.transcriptBytes == null ? 0 : match.transcriptBytes)
                    .setOutOfProtocolDroppedLines(match.transcriptDroppedLines == null ? 0 : match.transcriptDroppedLines)
                    .setOutOfProtocolDroppedBytes(match.transcriptDroppedBytes == null ? 0 : match.transcriptDroppedBytes));
        }
        var recorded = MatchRecorded.newBuilder()
                .setCompetition(match.competition.slug)
                .setKind(kind(match.kind))
                .setRoundId(match.roundId == null ? "" : match.roundId)
                .setReplacesMatchId(match.replacesMatchId == null ? "" : match.replacesMatchId)
                .setRated(match.state.rated() && !anyDisqualified
                        && (match.kind == MatchKind.LADDER || match.kind == MatchKind.OFFICIAL))
                .setRecordedAtMs(System.currentTimeMillis());
        for (MatchSeat seat : seats) {
            var seatResult = SeatResult.newBuilder()
                    .setSeat(seat.seat)
                    .setEntryId(seat.entry.entryId)
                    .setName(seat.name == null ? "" : seat.name)
                    .setScore(seat.score == null ? 0 : seat.score)
                    .setScoredMoves(seat.scoredMoves == null ? 0 : seat.scoredMoves)
                    .setVerdict(verdict(seat.verdict))
                    .setDetail(seat.detail == null ? "" : seat.detail);
            if (seat.rddlSession != null) {
                seatResult.setRddl(rddlSession(seat.rddlSession));
            }
            if (seat.gvgaiRun != null) {
                seatResult.setGvgai(GvgaiCompetitions.run(seat.gvgaiRun));
            }
            result.addSeats(seatResult);
            recorded.addSeats(RecordedSeat.newBuilder()
                    .setSeat(seat.seat)
                    .setEntryId(seat.entry.entryId)
                    .setVersion(seat.entry.version)
                    .setContestant(seat.entry.contestant)
                    .setEntryName(seat.entry.name));
        }
        return recorded.setResult(result).build();
    }

    static RddlSession rddlSession(byte[] stored) {
        try {
            return RddlSession.parseFrom(stored);
        } catch (com.google.protobuf.InvalidProtocolBufferException e) {
            throw new IllegalStateException("a stored RDDL session does not parse", e);
        }
    }

    private static MatchStatus status(MatchState state) {
        return switch (state) {
            case FINISHED, FAILED -> MatchStatus.MATCH_STATUS_COMPLETED;
            case GAME_ERROR -> MatchStatus.MATCH_STATUS_GAME_ERROR;
            case CANCELLED -> MatchStatus.MATCH_STATUS_CANCELLED;
            default -> MatchStatus.MATCH_STATUS_INFRASTRUCTURE_ERROR;
        };
    }

    private static dev.arbiter.proto.v1.MatchKind kind(MatchKind kind) {
        return dev.arbiter.proto.v1.MatchKind.valueOf("MATCH_KIND_" + kind.name());
    }

    private static Verdict verdict(String wire) {
        return wire == null ? Verdict.VERDICT_UNSPECIFIED
                : Verdict.valueOf("VERDICT_" + wire.toUpperCase(Locale.ROOT).replace('-', '_'));
    }
}
