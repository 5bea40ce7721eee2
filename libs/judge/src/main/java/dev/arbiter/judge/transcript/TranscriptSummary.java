package dev.arbiter.judge.transcript;

import java.nio.file.Path;
import java.util.Map;

/**
 * What a match's transcript holds.
 *
 * @param file                     where the JSONL file was written
 * @param lines                    JSON lines written
 * @param bytes                    file size
 * @param truncated                the cap was reached
 * @param droppedLines             lines counted but not written because of the cap
 * @param outOfProtocolDroppedLines lines players wrote outside the protocol (stderr, comments) dropped between the
 *                                 head and the tail of the match's budget for them
 * @param outOfProtocolDroppedBytes their size as transcript lines
 * @param outOfProtocolDroppedBySource those lines per process id ({@code p1} …)
 */
public record TranscriptSummary(Path file, long lines, long bytes, boolean truncated, long droppedLines,
                                long outOfProtocolDroppedLines, long outOfProtocolDroppedBytes,
                                Map<String, Long> outOfProtocolDroppedBySource) {

    /** A summary with nothing dropped from players' out-of-protocol output. */
    public TranscriptSummary(Path file, long lines, long bytes, boolean truncated, long droppedLines) {
        this(file, lines, bytes, truncated, droppedLines, 0, 0, Map.of());
    }
}
