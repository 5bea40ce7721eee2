package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranks;
import dev.arbiter.rating.batch.ScoreStatistics;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The Taboo Challenge's ranking (taboo.md, Scoring): every entry plays the same game set; the lowest total
 * ranks first; ties go to more games solved, then the lower total over solved games only, then the lower mean
 * response time per guess. Entries equal on all four share a rank.
 *
 * <p>Totals compare only over one game set, so an entry must never rank better for a game it did not
 * complete (an infrastructure error, nobody's fault): the ranking counts only the games that every entry
 * with a completed game completed, and leaves the others out for everyone. An entry that completed no game
 * at all cannot be compared; it is listed last rather than shrinking everyone's set to nothing.
 */
public final class TabooLowestTotal {

    private static final Comparator<TabooStanding> ORDER = Comparator.comparingDouble(TabooStanding::total)
            .thenComparing(Comparator.comparingInt(TabooStanding::gamesSolved).reversed())
            .thenComparingDouble(TabooStanding::solvedTotal)
            .thenComparing(TabooStanding::meanResponseTime);

    /** Ranks the entries that completed a game; {@code completed} holds one result per entry and game. */
    public List<TabooStanding> rank(Collection<TabooGame> completed) {
        return rank(List.of(), completed);
    }

    /**
     * @param field     entries to list even if they completed no game (they come last, sharing a rank)
     * @param completed the results of completed games only, one per entry and game
     */
    public List<TabooStanding> rank(Collection<String> field, Collection<TabooGame> completed) {
        Map<String, Map<String, TabooGame>> byEntry = new TreeMap<>();
        for (TabooGame game : completed) {
            TabooGame earlier = byEntry.computeIfAbsent(game.entryId(), id -> new TreeMap<>()).put(game.game(), game);
            if (earlier != null) {
                throw new IllegalArgumentException("entry " + game.entryId() + " has two results on game " + game.game());
            }
        }
        Set<String> common = commonGames(byEntry);
        List<TabooStanding> compared = new ArrayList<>();
        byEntry.forEach((entryId, games) -> compared.add(standing(entryId,
                games.values().stream().filter(game -> common.contains(game.game())).toList())));
        List<TabooStanding> ranked = new ArrayList<>(Ranks.sortAndRank(compared, ORDER.thenComparing(TabooStanding::entryId),
                (a, b) -> ORDER.compare(a, b) == 0, TabooStanding::withRank));
        new LinkedHashSet<>(field).stream().filter(entryId -> !byEntry.containsKey(entryId)).sorted()
                .forEach(entryId -> ranked.add(standing(entryId, List.of()).withRank(compared.size() + 1)));
        return List.copyOf(ranked);
    }

    private static Set<String> commonGames(Map<String, Map<String, TabooGame>> byEntry) {
        Set<String> common = null;
        for (Map<String, TabooGame> games : byEntry.values()) {
            if (common == null) {
                common = new HashSet<>(games.keySet());
            } else {
                common.retainAll(games.keySet());
            }
        }
        return common == null ? Set.of() : common;
    }

    private static TabooStanding standing(String entryId, List<TabooGame> games) {
        double total = 0;
        int counted = 0;
        int solved = 0;
        double solvedTotal = 0;
        int guesses = 0;
        Duration responseTime = Duration.ZERO;
        List<Double> scores = new ArrayList<>();
        for (TabooGame game : games) {
            total += game.total();
            counted += game.games();
            solved += game.solved();
            solvedTotal += game.solvedTotal();
            guesses += game.guesses();
            responseTime = responseTime.plus(game.responseTime());
            scores.add(game.total());
        }
        Duration meanResponse = guesses == 0 ? Duration.ZERO : responseTime.dividedBy(guesses);
        ScoreStatistics statistics = scores.isEmpty() ? null : ScoreStatistics.of(scores, 0.95);
        return new TabooStanding(0, entryId, total, counted, solved, solvedTotal, meanResponse, statistics);
    }
}
