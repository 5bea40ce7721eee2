package dev.arbiter.judge.transcript;

import java.nio.file.Path;

/**
 * What a match's transcript holds.
 *
 * @param file         where the JSONL file was written
 * @param lines        JSON lines written
 * @param bytes        file size
 * @param truncated    the cap was reached
 * @param droppedLines lines counted but not written because of the cap
 */
public record TranscriptSummary(Path file, long lines, long bytes, boolean truncated, long droppedLines) {
}
