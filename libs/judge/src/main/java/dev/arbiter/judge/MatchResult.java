package dev.arbiter.judge;

import dev.arbiter.judge.transcript.TranscriptSummary;
import dev.arbiter.proto.v1.ProtocolId;

import java.util.List;

/**
 * The outcome of one match.
 *
 * @param game         game name
 * @param protocol     the protocol that refereed it
 * @param seed         the seed it was played with
 * @param status       whole-match status
 * @param statusDetail why, when not simply completed
 * @param moves        move requests made (the larger count over seats)
 * @param durationMs   wall time from start to the last process gone
 * @param seats        per-seat results, seat 1 first
 * @param transcript   where the transcript is and what it holds
 */
public record MatchResult(
        String game,
        ProtocolId protocol,
        long seed,
        MatchStatus status,
        String statusDetail,
        long moves,
        long durationMs,
        List<SeatResult> seats,
        TranscriptSummary transcript) {
}
