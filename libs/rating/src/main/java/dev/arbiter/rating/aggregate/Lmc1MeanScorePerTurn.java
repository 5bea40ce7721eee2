package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranks;
import dev.arbiter.rating.math.Sums;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * LMC1's tournament aggregate (lmc1.md, Scoring): for each game, an entry's game total is the mean over
 * its matches of (match score sum ÷ scored turns), so games of different length weigh equally; the
 * ranking is by the mean of its game totals, highest first. Entries with equal means are separated
 * by their head-to-head sum: the score sums of their matches against the other entries of that tie.
 *
 * <p>An entry is averaged over the games it has matches in (in an official round, all of them); a
 * match with no scored turn says nothing and is skipped.
 */
public final class Lmc1MeanScorePerTurn {

    public List<Lmc1Standing> rank(Collection<LmcScore> matches) {
        Map<String, Map<String, List<Double>>> perTurnByEntryAndGame = new TreeMap<>();
        for (LmcScore match : matches) {
            if (match.scoredMoves() > 0) {
                perTurnByEntryAndGame.computeIfAbsent(match.entryId(), id -> new TreeMap<>())
                        .computeIfAbsent(match.game(), game -> new ArrayList<>())
                        .add(match.scoreSum() / match.scoredMoves());
            }
        }
        Map<String, Double> overall = new TreeMap<>();
        Map<String, Map<String, Double>> gameTotals = new TreeMap<>();
        perTurnByEntryAndGame.forEach((entryId, byGame) -> {
            Map<String, Double> totals = new TreeMap<>();
            byGame.forEach((game, perTurn) -> totals.put(game, Sums.mean(perTurn)));
            gameTotals.put(entryId, totals);
            overall.put(entryId, Sums.mean(totals.values()));
        });
        List<Lmc1Standing> rows = new ArrayList<>();
        overall.forEach((entryId, score) -> rows.add(new Lmc1Standing(0, entryId, score,
                Map.copyOf(gameTotals.get(entryId)), headToHead(entryId, tiedWith(overall, score), matches))));
        return Ranks.sortAndRank(rows,
                Comparator.comparingDouble(Lmc1Standing::score).reversed()
                        .thenComparing(Comparator.comparingDouble(Lmc1Standing::headToHeadSum).reversed())
                        .thenComparing(Lmc1Standing::entryId),
                (a, b) -> a.score() == b.score() && a.headToHeadSum() == b.headToHeadSum(),
                Lmc1Standing::withRank);
    }

    private static Set<String> tiedWith(Map<String, Double> overall, double score) {
        Set<String> tied = new TreeSet<>();
        overall.forEach((entryId, other) -> {
            if (other == score) {
                tied.add(entryId);
            }
        });
        return tied;
    }

    private static double headToHead(String entryId, Set<String> tieGroup, Collection<LmcScore> matches) {
        List<Double> sums = matches.stream()
                .filter(match -> match.entryId().equals(entryId) && match.opponentId() != null
                        && !match.opponentId().equals(entryId) && tieGroup.contains(match.opponentId()))
                .map(LmcScore::scoreSum)
                .toList();
        return Sums.sum(sums);
    }
}
