package dev.arbiter.judge.transcript;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.TreeMap;

/**
 * What players write outside the protocol (comment lines, stderr), kept within one budget per match: the first half
 * of the budget as it comes, then the last half, and between them one line saying how much was dropped. A player
 * that comments on every move otherwise makes its match's transcript thirty times the size of the game.
 *
 * <p>The tail is known only at the end, and the transcript stays in time order: once the head is spent, the
 * protocol's entries go to a spill file beside the transcript and out-of-protocol entries to a queue of at most
 * half the budget (the oldest dropped first, counted); {@link #finish} merges both back into the transcript in the
 * order they were recorded. Not thread-safe: {@link Transcript} serialises access.
 */
final class OutOfProtocolBudget {

    /** An out-of-protocol entry held for the tail: its encoded line, and how many spilled lines came before it. */
    private record Held(byte[] line, long spilledBefore, long t, String src) {
    }

    private final long budgetBytes;
    private final long headBytes;
    private final long tailBytes;
    private final JsonLineBuffer out;
    private final Path spillFile;
    private JsonLineBuffer spill;
    private long headUsed;
    private long spilledLines;
    private final ArrayDeque<Held> tail = new ArrayDeque<>();
    private long tailUsed;
    private long droppedLines;
    private long droppedBytes;
    private long lastDroppedT;
    private long markerBefore = -1;
    private final Map<String, Long> droppedLinesBySource = new TreeMap<>();

    OutOfProtocolBudget(long budgetBytes, JsonLineBuffer out, Path transcriptFile) {
        this.budgetBytes = budgetBytes;
        this.headBytes = budgetBytes / 2;
        this.tailBytes = budgetBytes - headBytes;
        this.out = out;
        this.spillFile = transcriptFile == null ? null : transcriptFile.resolveSibling(transcriptFile.getFileName() + ".rest");
    }

    /** Where the protocol's own entries go now: the transcript, or the spill file once the head is spent. */
    JsonLineBuffer sink() {
        return spill != null ? spill : out;
    }

    /** Counts an entry just written to {@link #sink()}. */
    void wrote() {
        if (spill != null) {
            spilledLines++;
        }
    }

    /** Bytes written so far, the held tail aside: what the transcript's own cap is checked against. */
    long written() {
        return out.written() + (spill == null ? 0 : spill.written());
    }

    /**
     * An out-of-protocol entry, encoded with its newline.
     *
     * @return whether it was written now (a line of the head); otherwise it is held for the tail, or dropped later
     */
    boolean offer(byte[] line, long t, String src) throws IOException {
        if (spill == null && headUsed + line.length <= headBytes) {
            headUsed += line.length;
            out.append(line);
            return true;
        }
        if (spill == null) {
            spill = new JsonLineBuffer(Files.newOutputStream(spillFile), 1 << 16);
        }
        tail.addLast(new Held(line, spilledLines, t, src));
        tailUsed += line.length;
        while (tailUsed > tailBytes) {
            Held oldest = tail.removeFirst();
            tailUsed -= oldest.line().length;
            droppedLines++;
            droppedBytes += oldest.line().length;
            lastDroppedT = oldest.t();
            markerBefore = oldest.spilledBefore();
            droppedLinesBySource.merge(oldest.src(), 1L, Long::sum);
        }
        return false;
    }

    long droppedLines() {
        return droppedLines;
    }

    long droppedBytes() {
        return droppedBytes;
    }

    /** Dropped lines per process id ({@code p1} …). */
    Map<String, Long> droppedLinesBySource() {
        return Map.copyOf(droppedLinesBySource);
    }

    /**
     * Appends to the transcript, in recorded order, the spilled entries, the held tail and the line saying what was
     * dropped, and removes the spill file.
     *
     * @return lines added to the transcript that were not counted yet: the held tail's and the note's
     */
    long finish() throws IOException {
        if (spill == null) {
            return 0;
        }
        spill.close();
        long added = 0;
        try (BufferedReader spilled = Files.newBufferedReader(spillFile, StandardCharsets.UTF_8)) {
            for (long position = 0; ; position++) {
                added += heldBefore(position);
                String line = spilled.readLine();
                if (line == null) {
                    break;
                }
                out.append(line.getBytes(StandardCharsets.UTF_8));
                out.raw((byte) '\n'); // counted when it was spilled
            }
        } finally {
            spill = null;
            Files.deleteIfExists(spillFile);
        }
        return added;
    }

    /** Writes the marker and the held entries that came before spilled line {@code position}. */
    private long heldBefore(long position) throws IOException {
        long added = 0;
        if (position == markerBefore) {
            marker();
            added++;
        }
        while (!tail.isEmpty() && tail.peekFirst().spilledBefore() == position) {
            out.append(tail.removeFirst().line());
            added++;
        }
        return added;
    }

    private void marker() throws IOException {
        String sources = String.join(", ", droppedLinesBySource.keySet());
        out.raw((byte) '{').name("t").number(lastDroppedT).raw((byte) ',').name("src").string("judge")
                .raw((byte) ',').name("note").string("… " + droppedLines + " lines / " + droppedBytes
                        + " bytes of out-of-protocol output (comment lines, stderr) of " + sources
                        + " dropped: over the match's budget of " + budgetBytes + " bytes, its first and last are kept …")
                .raw((byte) ',').name("droppedLines").number(droppedLines)
                .raw((byte) ',').name("droppedBytes").number(droppedBytes).raw((byte) '}');
        out.raw((byte) '\n');
    }
}
