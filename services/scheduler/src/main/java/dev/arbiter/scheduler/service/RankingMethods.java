package dev.arbiter.scheduler.service;

import dev.arbiter.judge.protocol.taboo.TabooProtocol;

import java.util.Set;

/**
 * How a competition's results are ranked. The organiser may choose; when they do not, the game's own
 * rule applies, because a default that ignores the game ranks some games upside down: Taboo scores
 * guesses, so "highest total first" would crown the worst guesser.
 */
public final class RankingMethods {

    public static final String SUM = "sum";
    public static final String MEAN = "mean";
    public static final String LOWEST_TOTAL = "lowest-total";
    public static final String WINS = "wins";
    public static final Set<String> ALL = Set.of(SUM, MEAN, LOWEST_TOTAL, WINS);

    private RankingMethods() {
    }

    /**
     * The ranking a game's protocol implies: lowest total for Taboo (score = guesses, taboo.md §7), the
     * highest score total for the LMC games. Keyed by protocol, so an uploaded Taboo game ranks the same.
     */
    public static String naturalFor(String protocol) {
        return TabooProtocol.ID.equals(protocol) ? LOWEST_TOTAL : SUM;
    }

    /** Whether a lower score is the better one under this method. */
    public static boolean lowerIsBetter(String method) {
        return LOWEST_TOTAL.equals(method);
    }
}
