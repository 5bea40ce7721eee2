package dev.arbiter.judge;

import java.util.List;

/**
 * What a match in play has done so far, for whoever reports on it while it runs (the runner's heartbeats).
 *
 * @param moves  moves the protocol has counted
 * @param scores each seat's running score, seat 1 first
 */
public record MatchProgress(long moves, List<Double> scores) {

    public MatchProgress {
        scores = List.copyOf(scores);
    }
}
