package dev.arbiter.judge.transcript;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;

/**
 * Every line that crosses the judge, as JSON Lines: one object per line with
 * {@code t} (microseconds since the match started, monotonic), {@code src} and {@code dst}
 * ("judge", "game", "p1", …) and one of {@code line} (protocol traffic), {@code err} (a stderr line of
 * {@code src}) or {@code note} (the judge's own remarks: timeouts, verdicts, ignored lines).
 * The first object is a header naming the match, seed and processes.
 *
 * <p>The file is capped: past the cap one {@code truncated} marker is written and later lines are
 * only counted, so a flooding entry cannot fill the runner's disk. Thread-safe: stderr drains write
 * concurrently with the match executor.
 */
public final class Transcript implements AutoCloseable {

    private static final JsonFactory JSON = new JsonFactory();

    private final Path file;
    private final long limitBytes;
    private final long startNanos;
    private final CountingStream counter;
    private final JsonGenerator json;
    private long lines;
    private long droppedLines;
    private boolean truncated;
    private boolean closed;

    public Transcript(Path file, long limitBytes, long startNanos) {
        this.file = file;
        this.limitBytes = limitBytes;
        this.startNanos = startNanos;
        try {
            this.counter = new CountingStream(new BufferedOutputStream(Files.newOutputStream(file), 1 << 16));
            this.json = JSON.createGenerator(counter, JsonEncoding.UTF8);
            // flush() after each entry moves bytes into the counting stream (for the exact cap) but must not
            // reach the file: a write syscall per line would cost more than the move it records.
            json.disable(JsonGenerator.Feature.FLUSH_PASSED_TO_STREAM);
            json.setRootValueSeparator(null);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write transcript " + file, e);
        }
    }

    /** The header: what was played, with which seed, by which processes. */
    public synchronized void header(Map<String, Object> fields) {
        try {
            json.writeStartObject();
            json.writeNumberField("t", 0);
            json.writeStringField("type", "header");
            json.writeStringField("started", Instant.now().toString());
            for (var field : fields.entrySet()) {
                json.writeFieldName(field.getKey());
                writeValue(field.getValue());
            }
            json.writeEndObject();
            endLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void writeValue(Object value) throws IOException {
        switch (value) {
            case null -> json.writeNull();
            case Number n when n instanceof Long || n instanceof Integer -> json.writeNumber(n.longValue());
            case Number n -> json.writeNumber(n.doubleValue());
            case Boolean b -> json.writeBoolean(b);
            case Map<?, ?> map -> {
                json.writeStartObject();
                for (var e : map.entrySet()) {
                    json.writeFieldName(String.valueOf(e.getKey()));
                    writeValue(e.getValue());
                }
                json.writeEndObject();
            }
            case Iterable<?> list -> {
                json.writeStartArray();
                for (var e : list) {
                    writeValue(e);
                }
                json.writeEndArray();
            }
            default -> json.writeString(String.valueOf(value));
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
        if (closed || truncated) {
            droppedLines++;
            return;
        }
        try {
            json.writeStartObject();
            json.writeNumberField("t", (System.nanoTime() - startNanos) / 1000);
            json.writeStringField("src", src);
            if (dst != null) {
                json.writeStringField("dst", dst);
            }
            json.writeStringField(kind, text);
            json.writeEndObject();
            endLine();
            if (counter.count >= limitBytes) {
                truncated = true;
                json.writeStartObject();
                json.writeNumberField("t", (System.nanoTime() - startNanos) / 1000);
                json.writeStringField("src", "judge");
                json.writeStringField("note", "transcript truncated at " + limitBytes + " bytes; later lines are counted, not kept");
                json.writeBooleanField("truncated", true);
                json.writeEndObject();
                endLine();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void endLine() throws IOException {
        json.flush();
        counter.write('\n');
        lines++;
    }

    public synchronized TranscriptSummary summary() {
        return new TranscriptSummary(file, lines, counter.count, truncated, droppedLines);
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            json.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Counts bytes written so the cap is exact without asking the file system. */
    private static final class CountingStream extends FilterOutputStream {
        long count;

        CountingStream(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            count += len;
        }
    }
}
