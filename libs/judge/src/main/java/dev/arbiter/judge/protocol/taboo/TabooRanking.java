package dev.arbiter.judge.protocol.taboo;

import dev.arbiter.judge.MatchResult;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.SeatResult;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Ranks Taboo entries over the same fixed game set (taboo.md §7): lowest total wins; ties go to more
 * games solved, then the lower total over solved games only, then the lower mean response time
 * [PROPOSED]. Entries equal on all four share a rank.
 */
public final class TabooRanking {

    /**
     * One entry's account over the game set.
     *
     * @param entry          who (a name or path)
     * @param games          games played
     * @param total          sum of game scores: guesses when solved, hints + 10 when not
     * @param solved         games solved
     * @param solvedTotal    sum of the scores of the solved games only
     * @param meanResponseMs mean time from a hint to the guess, over every guess
     */
    public record Entry(String entry, int games, double total, int solved, double solvedTotal, double meanResponseMs) {

        /**
         * Totals an entry's Taboo matches (seat 1 of each). A match that was not completed (a broken
         * game set, an infrastructure failure) is nobody's fault and counts for nothing.
         */
        public static Entry of(String entry, List<MatchResult> matches) {
            int games = 0;
            int solved = 0;
            int guesses = 0;
            double total = 0;
            double solvedTotal = 0;
            double responseMs = 0;
            for (MatchResult match : matches) {
                if (match.status() != MatchStatus.COMPLETED) {
                    continue;
                }
                SeatResult seat = match.seats().getFirst();
                int matchGuesses = (int) stat(seat, GuesserTally.GUESSES);
                games += (int) stat(seat, GuesserTally.GAMES);
                solved += (int) stat(seat, GuesserTally.SOLVED);
                solvedTotal += stat(seat, GuesserTally.SOLVED_SCORE);
                total += seat.score();
                responseMs += stat(seat, GuesserTally.MEAN_RESPONSE_MS) * matchGuesses;
                guesses += matchGuesses;
            }
            return new Entry(entry, games, total, solved, solvedTotal, guesses == 0 ? 0 : responseMs / guesses);
        }

        private static double stat(SeatResult seat, String key) {
            return seat.stats().getOrDefault(key, 0.0);
        }

        public double average() {
            return games == 0 ? 0 : total / games;
        }
    }

    /** An entry with its place: 1 is best. */
    public record Standing(int rank, Entry account) {

        public String entry() {
            return account.entry();
        }

        public double total() {
            return account.total();
        }
    }

    /** §7 order: total ascending, solved descending, solved-only total ascending, mean response ascending. */
    public static final Comparator<Entry> ORDER = Comparator.comparingDouble(Entry::total)
            .thenComparing(Comparator.comparingInt(Entry::solved).reversed())
            .thenComparingDouble(Entry::solvedTotal)
            .thenComparingDouble(Entry::meanResponseMs);

    private TabooRanking() {
    }

    /** Best first; entries that compare equal share the better rank ("1, 2, 2, 4"). */
    public static List<Standing> rank(List<Entry> entries) {
        var sorted = new ArrayList<>(entries);
        sorted.sort(ORDER.thenComparing(Entry::entry));
        var standings = new ArrayList<Standing>();
        for (int i = 0; i < sorted.size(); i++) {
            Entry e = sorted.get(i);
            boolean tied = i > 0 && ORDER.compare(sorted.get(i - 1), e) == 0;
            standings.add(new Standing(tied ? standings.get(i - 1).rank() : i + 1, e));
        }
        return standings;
    }
}
