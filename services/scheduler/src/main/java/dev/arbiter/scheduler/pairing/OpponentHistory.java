package dev.arbiter.scheduler.pairing;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Who has met whom on a ladder, in the order the matches were created (finished and in flight alike, so
 * that matches created together do not all pick the same pair): meetings per pair, who sat first, each
 * entry's last opponent, and which entries the opponent graph already connects.
 */
public final class OpponentHistory {

    private final Map<Long, Integer> meetings = new HashMap<>();
    private final Map<Long, Map<Long, Integer>> firstSeats = new HashMap<>();
    private final Map<Long, Long> lastOpponent = new HashMap<>();
    /** Union–find over the opponent graph: entries joined by a chain of matches share a root. */
    private final Map<Long, Long> parent = new HashMap<>();

    /** Records a two-seat match, seat 1 first; other seat counts say nothing about opponents. */
    public void record(List<Long> seats) {
        if (seats.size() != 2 || seats.get(0).equals(seats.get(1))) {
            return;
        }
        long first = seats.get(0);
        long second = seats.get(1);
        meetings.merge(pairKey(first, second), 1, Integer::sum);
        firstSeats.computeIfAbsent(first, k -> new HashMap<>()).merge(second, 1, Integer::sum);
        lastOpponent.put(first, second);
        lastOpponent.put(second, first);
        parent.put(root(first), root(second));
    }

    public int meetings(long a, long b) {
        return meetings.getOrDefault(pairKey(a, b), 0);
    }

    /** Matches of this pair in which {@code a} sat first. */
    public int firstSeats(long a, long b) {
        return firstSeats.getOrDefault(a, Map.of()).getOrDefault(b, 0);
    }

    /** Whether {@code a} and {@code b} played each other last, from either's point of view. */
    public boolean justMet(long a, long b) {
        return Long.valueOf(b).equals(lastOpponent.get(a)) || Long.valueOf(a).equals(lastOpponent.get(b));
    }

    /** Whether some chain of matches links the two entries, so their ratings are comparable. */
    public boolean connected(long a, long b) {
        return root(a) == root(b);
    }

    private long root(long entry) {
        long r = entry;
        Long up;
        while ((up = parent.get(r)) != null && up != r) {
            r = up;
        }
        // Path compression keeps lookups near constant on ladders with thousands of matches.
        long e = entry;
        while ((up = parent.get(e)) != null && up != r) {
            parent.put(e, r);
            e = up;
        }
        return r;
    }

    /** One key per unordered pair: entry keys are database ids, far below 2³¹. */
    private static long pairKey(long a, long b) {
        return Math.min(a, b) << 32 | Math.max(a, b);
    }
}
