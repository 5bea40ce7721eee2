package dev.arbiter.judge.transcript;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Every line that crosses the judge, as JSON Lines: one object per line with
 * {@code t} (microseconds since the match started, monotonic), {@code src} and {@code dst}
 * ("judge", "game", "p1", …) and one of {@code line} (protocol traffic), {@code err} (a stderr line of
 * {@code src}) or {@code note} (the judge's own remarks: timeouts, verdicts, ignored lines).
 * The first object is a header naming the match, seed and processes.
 *
 * <p>The file is capped: past the cap one {@code truncated} marker is written and later lines are
 * only counted, so a flooding entry cannot fill the runner's disk; the judge's own notes (its reasons and records)
 * are still kept for {@link #NOTE_RESERVE_BYTES} more. A protocol may also cap one phase of a match
 * ({@link #capPhase}), so that a long phase that matters less (GVGAI's training) cannot use up the room of one
 * that matters more (its validation). Within the cap, what players write outside the
 * protocol (stderr, comment lines) has a budget of its own per match ({@link OutOfProtocolBudget}): beyond it the
 * first and last are kept and one note counts what was dropped between them. Thread-safe: stderr drains write
 * concurrently with the match executor.
 *
 * <p>Recording is split from encoding. An entry is stamped and queued in call order (cheap, on the
 * thread that is about to send the line); {@link #encodeQueued()} turns the queue into bytes. The
 * per-move path calls it after its send, so encoding overlaps the program's turn instead of delaying
 * the line; the file and its counts are exactly what immediate encoding would give.
 */
public final class Transcript implements AutoCloseable {

    private static final JsonFactory JSON = new JsonFactory();
    /** Encode at once past this many queued entries, so a quiet reader never lets the queue grow. */
    private static final int MAX_QUEUED = 256;
    /** How far past the cap the judge's own notes are still written. */
    public static final long NOTE_RESERVE_BYTES = 1 << 20;

    /** One entry as recorded: its time, what to encode, and whether a player wrote it outside the protocol. */
    private record Queued(long nanos, String src, String dst, String kind, String text, boolean outOfProtocol) {
    }

    private final Path file;
    private final long limitBytes;
    private final long startNanos;
    private final JsonLineBuffer out;
    private final OutOfProtocolBudget budget;
    private final Predicate<String> outOfProtocolLine;
    /** Encodes an out-of-protocol entry on its own, to be written now or held for the budget's tail. */
    private final ByteArrayOutputStream held = new ByteArrayOutputStream();
    private final JsonLineBuffer heldLine = new JsonLineBuffer(held, 1 << 16);
    private final List<Queued> queued = new ArrayList<>();
    private long lines;
    private long droppedLines;
    private boolean truncated;
    private boolean closed;
    /** Entries wait for the header: programs start, and write, before the judge knows every process to list. */
    private boolean headerWritten;
    /** The capped phase ({@link #capPhase}), or null; past {@code phaseEndBytes} its lines are counted only. */
    private String phase;
    private long phaseEndBytes;
    private long phaseDroppedLines;

    /** A transcript that keeps everything players write, up to its cap. */
    public Transcript(Path file, long limitBytes, long startNanos) {
        this(file, limitBytes, startNanos, Long.MAX_VALUE, line -> false);
    }

    /**
     * @param outOfProtocolBudgetBytes what players may write outside the protocol in the transcript: their stderr,
     *                                 and the protocol lines {@code outOfProtocolLine} says are outside it (comments);
     *                                 beyond it the first and last halves are kept and the rest counted
     */
    public Transcript(Path file, long limitBytes, long startNanos, long outOfProtocolBudgetBytes,
                      Predicate<String> outOfProtocolLine) {
        this.file = file;
        this.limitBytes = limitBytes;
        this.startNanos = startNanos;
        this.outOfProtocolLine = outOfProtocolLine;
        try {
            // Unbuffered file stream: the line buffer is the only buffer, flushed when full and at close,
            // never per line (a write syscall per line would cost more than the move it records).
            this.out = new JsonLineBuffer(Files.newOutputStream(file), 1 << 16);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write transcript " + file, e);
        }
        this.budget = new OutOfProtocolBudget(outOfProtocolBudgetBytes, out, file);
    }

    /** The header: what was played, with which seed, by which processes. Written once, so a general generator. */
    public synchronized void header(Map<String, Object> fields) {
        try {
            var bytes = new ByteArrayOutputStream();
            try (JsonGenerator json = JSON.createGenerator(bytes, JsonEncoding.UTF8)) {
                json.writeStartObject();
                json.writeNumberField("t", 0);
                json.writeStringField("type", "header");
                json.writeStringField("started", Instant.now().toString());
                for (var field : fields.entrySet()) {
                    json.writeFieldName(field.getKey());
                    writeValue(json, field.getValue());
                }
                json.writeEndObject();
            }
            out.raw(bytes.toByteArray());
            endLine();
            headerWritten = true;
            encode();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void writeValue(JsonGenerator json, Object value) throws IOException {
        switch (value) {
            case null -> json.writeNull();
            case Number n when n instanceof Long || n instanceof Integer -> json.writeNumber(n.longValue());
            case Number n -> json.writeNumber(n.doubleValue());
            case Boolean b -> json.writeBoolean(b);
            case Map<?, ?> map -> {
                json.writeStartObject();
                for (var e : map.entrySet()) {
                    json.writeFieldName(String.valueOf(e.getKey()));
                    writeValue(json, e.getValue());
                }
                json.writeEndObject();
            }
            case Iterable<?> list -> {
                json.writeStartArray();
                for (var e : list) {
                    writeValue(json, e);
                }
                json.writeEndArray();
            }
            default -> json.writeString(String.valueOf(value));
        }
    }

    /**
     * Caps the phase of the match that begins now, named {@code name}: once the file has grown by
     * {@code bytes} more, the phase's later lines are counted, not kept, until {@link #endPhase}, which notes how
     * many there were. The judge's notes are kept throughout. Entries recorded before this call are not part of
     * the phase.
     */
    public synchronized void capPhase(String name, long bytes) {
        encodeQueued();
        phase = name;
        phaseEndBytes = budget.written() + bytes;
        phaseDroppedLines = 0;
    }

    /** Ends the capped phase: later lines are kept up to the file's own cap again. */
    public synchronized void endPhase() {
        if (phase == null) {
            return;
        }
        encodeQueued();
        String ended = phase;
        long dropped = phaseDroppedLines;
        phase = null;
        if (dropped > 0) {
            note(null, ended + " was summarised: past its share of the transcript, " + dropped
                    + " of its lines were counted, not kept (the judge's notes on it are all above)");
        }
    }

    /** A protocol line from {@code src} to {@code dst}. */
    public void line(String src, String dst, String line) {
        entry(src, dst, "line", line);
    }

    /** A line the program wrote to its standard error. */
    public void stderr(String src, String line) {
        entry(src, null, "err", line);
    }

    /** A remark of the judge's, optionally about one process ({@code about} may be null). */
    public void note(String about, String text) {
        entry("judge", about, "note", text);
    }

    private synchronized void entry(String src, String dst, String kind, String text) {
        if (closed) {
            droppedLines++;
            return;
        }
        boolean player = !"judge".equals(src) && !"game".equals(src);
        boolean outOfProtocol = player && ("err".equals(kind) || "line".equals(kind) && outOfProtocolLine.test(text));
        queued.add(new Queued(System.nanoTime(), src, dst, kind, text, outOfProtocol));
        if (queued.size() >= MAX_QUEUED && headerWritten) {
            encode();
        }
    }

    /** Encodes the entries recorded so far (into the file's buffer), once the header is out. */
    public synchronized void encodeQueued() {
        if (headerWritten) {
            encode();
        }
    }

    private void encode() {
        try {
            for (Queued q : queued) {
                boolean judgeNote = "judge".equals(q.src()) && "note".equals(q.kind());
                if (truncated && !(judgeNote && budget.written() < limitBytes + NOTE_RESERVE_BYTES)) {
                    droppedLines++;
                    continue;
                }
                if (phase != null && !judgeNote && budget.written() >= phaseEndBytes) {
                    phaseDroppedLines++;
                    continue;
                }
                long t = (q.nanos() - startNanos) / 1000;
                if (q.outOfProtocol()) {
                    entry(heldLine, t, q).raw((byte) '\n');
                    heldLine.flush();
                    if (budget.offer(held.toByteArray(), t, q.src())) {
                        lines++;
                    }
                    held.reset();
                } else {
                    JsonLineBuffer sink = budget.sink();
                    entry(sink, t, q);
                    endLine(sink);
                    budget.wrote();
                }
                if (!truncated && budget.written() >= limitBytes) {
                    truncated = true;
                    JsonLineBuffer sink = budget.sink();
                    sink.raw((byte) '{').name("t").number(t).raw((byte) ',').name("src").string("judge")
                            .raw((byte) ',').name("note").string("transcript truncated at " + limitBytes
                                    + " bytes; later lines are counted, not kept, except the judge's notes")
                            .raw((byte) ',').name("truncated").bool(true).raw((byte) '}');
                    endLine(sink);
                    budget.wrote();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            queued.clear();
        }
    }

    private static JsonLineBuffer entry(JsonLineBuffer sink, long t, Queued q) throws IOException {
        sink.raw((byte) '{').name("t").number(t).raw((byte) ',').name("src").string(q.src());
        if (q.dst() != null) {
            sink.raw((byte) ',').name("dst").string(q.dst());
        }
        return sink.raw((byte) ',').name(q.kind()).string(q.text()).raw((byte) '}');
    }

    private void endLine() throws IOException {
        endLine(out);
    }

    private void endLine(JsonLineBuffer sink) throws IOException {
        sink.raw((byte) '\n');
        lines++;
    }

    public synchronized TranscriptSummary summary() {
        encode();
        return new TranscriptSummary(file, lines, out.written(), truncated, droppedLines,
                budget.droppedLines(), budget.droppedBytes(), budget.droppedLinesBySource());
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        try {
            encode();
            lines += budget.finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            closed = true;
            try {
                out.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
