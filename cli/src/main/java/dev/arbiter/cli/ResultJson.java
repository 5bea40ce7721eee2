package dev.arbiter.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.judge.MatchResult;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.proto.Vocabulary;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;

/** The CLI's JSON shapes: stable field names, seat 1 first. */
final class ResultJson {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ResultJson() {
    }

    static Map<String, Object> match(MatchResult r, boolean withTranscript) {
        var m = new LinkedHashMap<String, Object>();
        m.put("game", r.game());
        m.put("protocol", Vocabulary.wireName(r.protocol()));
        m.put("seed", r.seed());
        m.put("status", r.status().wireName());
        m.put("statusDetail", r.statusDetail());
        m.put("moves", r.moves());
        m.put("durationMs", r.durationMs());
        var seats = new ArrayList<Map<String, Object>>();
        for (SeatResult s : r.seats()) {
            var seat = new LinkedHashMap<String, Object>();
            seat.put("seat", s.seat());
            seat.put("name", s.name());
            seat.put("path", s.path());
            seat.put("score", s.score());
            seat.put("scoredMoves", s.scoredMoves());
            seat.put("verdict", s.verdict().wireName());
            seat.put("detail", s.detail());
            seat.put("incidents", s.incidents());
            seat.put("stderr", s.stderrHead());
            if (!s.stats().isEmpty()) {
                seat.put("stats", s.stats()); // the protocol's own figures (GVGAI: per validation level)
            }
            seats.add(seat);
        }
        m.put("seats", seats);
        var t = new LinkedHashMap<String, Object>();
        if (withTranscript) {
            t.put("file", r.transcript().file().toString());
        }
        t.put("lines", r.transcript().lines());
        t.put("bytes", r.transcript().bytes());
        t.put("truncated", r.transcript().truncated());
        m.put("transcript", t);
        return m;
    }

    static String write(Object value) {
        try {
            return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
