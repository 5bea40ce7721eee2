package dev.arbiter.rating.batch;

import dev.arbiter.rating.MatchResult;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Who beat whom how often, from the rated two-seat results of a round. A draw counts half a win to
 * each side, the usual reading of ties in the Bradley–Terry model (it keeps the likelihood a product
 * of binomials and a 1–1–draw record exactly even).
 */
public final class PairwiseRecord {

    private final List<String> entryIds;
    private final double[][] wins;

    private PairwiseRecord(List<String> entryIds, double[][] wins) {
        this.entryIds = entryIds;
        this.wins = wins;
    }

    /** Completed two-seat results only; errors and cancelled matches say nothing about strength. */
    public static PairwiseRecord of(Collection<MatchResult> results) {
        List<MatchResult> rated = results.stream().filter(result -> result.status().isRated()).toList();
        TreeSet<String> ids = new TreeSet<>();
        for (MatchResult result : rated) {
            result.requireTwoSeats();
            ids.add(result.seats().get(0).entryId());
            ids.add(result.seats().get(1).entryId());
        }
        List<String> entryIds = List.copyOf(ids);
        Map<String, Integer> index = new TreeMap<>();
        for (int i = 0; i < entryIds.size(); i++) {
            index.put(entryIds.get(i), i);
        }
        double[][] wins = new double[entryIds.size()][entryIds.size()];
        for (MatchResult result : rated) {
            int first = index.get(result.seats().get(0).entryId());
            int second = index.get(result.seats().get(1).entryId());
            double firstOutcome = result.firstSeatOutcome();
            wins[first][second] += firstOutcome;
            wins[second][first] += 1.0 - firstOutcome;
        }
        return new PairwiseRecord(entryIds, wins);
    }

    /** Entries in id order: index i everywhere else means {@code entryIds().get(i)}. */
    public List<String> entryIds() {
        return entryIds;
    }

    public int size() {
        return entryIds.size();
    }

    /** Wins of entry i over entry j, draws counting ½. */
    public double wins(int i, int j) {
        return wins[i][j];
    }

    public double games(int i, int j) {
        return wins[i][j] + wins[j][i];
    }

    public double totalWins(int i) {
        double total = 0.0;
        for (int j = 0; j < wins.length; j++) {
            total += wins[i][j];
        }
        return total;
    }

    public int totalGames(int i) {
        double total = 0.0;
        for (int j = 0; j < wins.length; j++) {
            total += games(i, j);
        }
        return (int) Math.round(total);
    }

    /**
     * Whether every entry can be reached from every other along "won (or drew) against" edges: the
     * condition (Ford 1957; Hunter 2004) under which the unregularised maximum likelihood exists.
     */
    public boolean isStronglyConnected() {
        return size() == 0 || (reachesAll(false) && reachesAll(true));
    }

    private boolean reachesAll(boolean reversed) {
        boolean[] seen = new boolean[size()];
        Deque<Integer> queue = new ArrayDeque<>(List.of(0));
        seen[0] = true;
        int reached = 1;
        while (!queue.isEmpty()) {
            int from = queue.pop();
            for (int to = 0; to < size(); to++) {
                double edge = reversed ? wins[to][from] : wins[from][to];
                if (edge > 0 && !seen[to]) {
                    seen[to] = true;
                    reached++;
                    queue.add(to);
                }
            }
        }
        return reached == size();
    }
}
