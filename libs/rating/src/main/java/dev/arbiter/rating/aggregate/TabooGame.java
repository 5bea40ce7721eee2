package dev.arbiter.rating.aggregate;

import java.time.Duration;

/**
 * One entry's result on one game of a Taboo game set, as the judge scored it (taboo.md: a game scores its
 * guesses including the right one, or its hints + 10 when unsolved). A session plays several games in one
 * match; its result is one unit here, {@code games} of them summed, since the judge reports only the sums.
 *
 * @param game         which game of the set: every entry's result on the same game carries the same key, which
 *                     is what lets the ranking compare entries on the games all of them completed
 * @param games        games in this result (1, or a session's)
 * @param total        its score: the sum of its games' scores
 * @param solved       games whose city the entry guessed
 * @param solvedTotal  the scores of the solved games only
 * @param guesses      guesses made, counting the right ones
 * @param responseTime the time all those guesses took (for the last tie-break)
 */
public record TabooGame(String game, String entryId, int games, double total, int solved, double solvedTotal,
                        int guesses, Duration responseTime) {

    public TabooGame {
        if (game == null || entryId == null) {
            throw new IllegalArgumentException("a Taboo result names its game and its entry");
        }
        if (games < 0 || solved < 0 || solved > games || guesses < 0 || responseTime.isNegative()) {
            throw new IllegalArgumentException("an impossible Taboo result: " + games + " games, " + solved
                    + " solved, " + guesses + " guesses");
        }
    }

    /**
     * A result known only by its score, as the platform stores one (the runner reports no guess statistics):
     * the tie-breaks then see nothing to separate, and equal totals share a rank.
     */
    public static TabooGame scored(String game, String entryId, double score) {
        return new TabooGame(game, entryId, 1, score, 0, 0, 0, Duration.ZERO);
    }
}
