package dev.arbiter.judge;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One seat's outcome.
 *
 * @param seat        1-based
 * @param id          "p1", "p2"
 * @param name        the name the program announced, or a stand-in label
 * @param path        what ran in this seat
 * @param score       sum of the score increments credited to the seat
 * @param scoredMoves number of score increments
 * @param verdict     the first failure, or OK
 * @param detail      human-readable: names the move and the offending line
 * @param incidents   lesser events (single timeouts, illegal moves, ignored lines), capped
 * @param stderrHead  first bytes of the program's stderr
 * @param stats       protocol-specific statistics (Taboo: games solved, mean response time); often empty
 * @param rounds      for protocols that score whole rounds (RDDL: each counted round's reward, in the order played),
 *                    the increments that make up {@code score}; empty for the others
 */
public record SeatResult(
        int seat,
        String id,
        String name,
        String path,
        double score,
        int scoredMoves,
        Verdict verdict,
        String detail,
        List<String> incidents,
        String stderrHead,
        Map<String, Double> stats,
        List<Double> rounds) {

    public SeatResult {
        incidents = List.copyOf(incidents);
        stats = Collections.unmodifiableMap(new LinkedHashMap<>(stats)); // keeps the protocol's order for JSON
        rounds = List.copyOf(rounds);
    }

    /** A seat of a protocol that does not score rounds. */
    public SeatResult(int seat, String id, String name, String path, double score, int scoredMoves, Verdict verdict,
                      String detail, List<String> incidents, String stderrHead, Map<String, Double> stats) {
        this(seat, id, name, path, score, scoredMoves, verdict, detail, incidents, stderrHead, stats, List.of());
    }
}
