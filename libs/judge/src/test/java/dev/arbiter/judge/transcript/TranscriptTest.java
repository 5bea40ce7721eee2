package dev.arbiter.judge.transcript;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The transcript file: Jackson's own bytes for every entry, in call order, capped exactly. */
class TranscriptTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Quotes, backslashes, every kind of control byte, Latin-1, CJK, an emoji (a surrogate pair) and a lone surrogate. */
    private static final List<String> AWKWARD = List.of("", "@command move", "say \"hi\" \\ bye", "\u0000\u0001\b\t\n\f\r\u001f\u007f",
            "caf\u00e9 \u00ff", "\u6771\u4eac", "\ud83d\ude00 smile", "lone \ud800 half", "x".repeat(70_000));

    @TempDir
    Path dir;

    @Test
    void entriesAreByteForByteWhatJacksonWritesAndParseBack() throws Exception {
        Path file = dir.resolve("t.jsonl");
        var transcript = new Transcript(file, 1L << 30, System.nanoTime());
        for (String s : AWKWARD) {
            transcript.line("p1", "judge", s);
            transcript.stderr("p1", s);
            transcript.note(null, s);
        }
        transcript.close();

        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertThat(lines).hasSize(AWKWARD.size() * 3);
        for (int i = 0; i < AWKWARD.size(); i++) {
            String s = AWKWARD.get(i);
            assertSameAsJackson(lines.get(3 * i), "p1", "judge", "line", s);
            assertSameAsJackson(lines.get(3 * i + 1), "p1", null, "err", s);
            assertSameAsJackson(lines.get(3 * i + 2), "judge", null, "note", s);
            assertThat(JSON.readTree(lines.get(3 * i)).get("line").asText()).isEqualTo(s);
        }
    }

    /** The line with its own timestamp, against what a Jackson generator writes for the same fields. */
    private static void assertSameAsJackson(String line, String src, String dst, String kind, String text) throws Exception {
        long t = JSON.readTree(line).get("t").asLong();
        var bytes = new ByteArrayOutputStream();
        try (JsonGenerator json = new JsonFactory().createGenerator(bytes, JsonEncoding.UTF8)) {
            json.writeStartObject();
            json.writeNumberField("t", t);
            json.writeStringField("src", src);
            if (dst != null) {
                json.writeStringField("dst", dst);
            }
            json.writeStringField(kind, text);
            json.writeEndObject();
        }
        assertThat(line).isEqualTo(bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theHeaderComesFirstAndEntriesKeepTheirCallOrderAndTimes() throws Exception {
        Path file = dir.resolve("t.jsonl");
        var transcript = new Transcript(file, 1L << 30, System.nanoTime());
        transcript.line("judge", "p1", "before the header");
        transcript.header(Map.of("game", "rps", "seed", 7));
        for (int i = 0; i < 1000; i++) {
            transcript.line("judge", "p1", "move " + i);
            if (i % 100 == 0) {
                transcript.encodeQueued();
            }
        }
        var summary = transcript.summary();
        transcript.close();

        // Programs start (and write) before the judge can list them all: what they said waits for the header.
        List<JsonNode> entries = Files.readAllLines(file).stream().map(TranscriptTest::parse).toList();
        assertThat(entries.getFirst().get("type").asText()).isEqualTo("header");
        assertThat(entries.getFirst().get("seed").asLong()).isEqualTo(7);
        assertThat(entries.get(1).get("line").asText()).isEqualTo("before the header");
        assertThat(entries.subList(2, entries.size())).extracting(e -> e.get("line").asText())
                .containsExactlyElementsOf(java.util.stream.IntStream.range(0, 1000).mapToObj(i -> "move " + i).toList());
        assertThat(entries.subList(2, entries.size())).extracting(e -> e.get("t").asLong()).isSorted();
        assertThat(summary.lines()).isEqualTo(1002);
        assertThat(summary.bytes()).isEqualTo(Files.size(file));
    }

    @Test
    void pastTheCapOneMarkerIsWrittenAndLaterLinesAreOnlyCounted() throws Exception {
        Path file = dir.resolve("t.jsonl");
        var transcript = new Transcript(file, 1000, System.nanoTime());
        for (int i = 0; i < 100; i++) {
            transcript.line("judge", "p1", "@command move");
        }
        transcript.close();
        var summary = transcript.summary();

        List<String> lines = Files.readAllLines(file);
        assertThat(parse(lines.getLast()).get("truncated").asBoolean()).isTrue();
        assertThat(lines.subList(0, lines.size() - 1)).allMatch(l -> l.contains("\"line\":\"@command move\""));
        assertThat(summary.truncated()).isTrue();
        assertThat(summary.lines()).isEqualTo(lines.size());
        assertThat(summary.droppedLines()).isEqualTo(100 - (lines.size() - 1));
        assertThat(summary.bytes()).isEqualTo(Files.size(file));
        assertThat(Files.size(file) - lines.getLast().length() - 1).isBetween(1000L, 1000L + lines.getFirst().length() + 1);
    }

    @Test
    void overTheOutOfProtocolBudgetTheHeadAndTailAreKeptInOrderAndTheRestCounted() throws Exception {
        Path file = dir.resolve("t.jsonl");
        var transcript = new Transcript(file, 1L << 30, System.nanoTime(), 2000, line -> line.startsWith("#"));
        transcript.header(Map.of("game", "test"));
        for (int move = 1; move <= 50; move++) {
            transcript.line("judge", "p1", "@command move " + move);
            transcript.line("p1", "judge", "# thinking hard about move " + move);
            transcript.stderr("p1", "debug output of move " + move);
            transcript.line("p1", "judge", "@output rock " + move);
        }
        transcript.close();
        var summary = transcript.summary();

        List<String> lines = Files.readAllLines(file);
        assertThat(summary.lines()).isEqualTo(lines.size());
        assertThat(summary.bytes()).isEqualTo(Files.size(file));
        assertThat(lines.stream().filter(l -> l.contains("@output rock"))).hasSize(50);
        assertThat(lines).extracting(l -> parse(l).get("t").asLong()).isSorted();
        long kept = lines.stream().filter(l -> l.contains("thinking hard") || l.contains("debug output")).mapToLong(l -> l.length() + 1).sum();
        assertThat(kept).isBetween(1800L, 2000L);
        assertThat(lines.stream().filter(l -> l.contains("thinking hard") || l.contains("debug output")).count()
                + summary.outOfProtocolDroppedLines()).isEqualTo(100);
        assertThat(lines.get(2)).contains("# thinking hard about move 1\"");
        assertThat(lines.get(lines.size() - 2)).contains("debug output of move 50\"");
        assertThat(lines.stream().filter(l -> l.contains("bytes of out-of-protocol output"))).hasSize(1);
        assertThat(file.resolveSibling("t.jsonl.rest")).doesNotExist();
    }

    private static JsonNode parse(String line) {
        try {
            return JSON.readTree(line);
        } catch (Exception e) {
            throw new AssertionError(line, e);
        }
    }
}
