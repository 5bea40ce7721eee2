package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranks;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The Taboo Challenge's ranking (taboo.md §7): a game scores the guesses taken, counting the correct
 * one, or {@code hints + 10} if never solved; the total over all evaluation games ranks, lowest
 * first. Ties: more games solved, then the lower total over solved games only, then the lower mean
 * response time per guess. Entries equal on all four share a rank.
 */
public final class TabooLowestTotal {

    public List<TabooStanding> rank(Collection<TabooGame> games) {
        Map<String, List<TabooGame>> byEntry = new TreeMap<>();
        games.forEach(game -> byEntry.computeIfAbsent(game.entryId(), id -> new ArrayList<>()).add(game));
        List<TabooStanding> rows = new ArrayList<>();
        byEntry.forEach((entryId, entryGames) -> rows.add(standing(entryId, entryGames)));
        Comparator<TabooStanding> order = Comparator.comparingInt(TabooStanding::total)
                .thenComparing(Comparator.comparingInt(TabooStanding::gamesSolved).reversed())
                .thenComparingInt(TabooStanding::solvedTotal)
                .thenComparing(TabooStanding::meanResponseTime);
        return Ranks.sortAndRank(rows, order.thenComparing(TabooStanding::entryId),
                (a, b) -> order.compare(a, b) == 0, TabooStanding::withRank);
    }

    private static TabooStanding standing(String entryId, List<TabooGame> games) {
        int total = 0;
        int solved = 0;
        int solvedTotal = 0;
        int guesses = 0;
        Duration responseTime = Duration.ZERO;
        for (TabooGame game : games) {
            total += game.score();
            if (game.solved()) {
                solved++;
                solvedTotal += game.score();
            }
            guesses += game.guesses();
            responseTime = responseTime.plus(game.responseTime());
        }
        Duration meanResponse = guesses == 0 ? Duration.ZERO : responseTime.dividedBy(guesses);
        return new TabooStanding(0, entryId, total, games.size(), solved, solvedTotal, meanResponse);
    }
}
