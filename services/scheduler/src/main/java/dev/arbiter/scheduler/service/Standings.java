package dev.arbiter.scheduler.service;

import dev.arbiter.rating.Ranks;
import dev.arbiter.rating.aggregate.ScoreRanking;
import dev.arbiter.rating.aggregate.ScoreStanding;
import dev.arbiter.rating.aggregate.SeatScore;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.EntryStatus;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchSeat;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A round's standings from its rated matches: per entry the matches, wins, draws and losses (two-seat
 * games, by score; under lowest-total the lower score wins) and the score total and mean, ranked by the
 * competition's ranking method. Every score ranking is libs/rating's ({@link ScoreRanking}: the spec rankings
 * of LMC1, LMC2 and Taboo, sums and means), so these standings order entries as the leaderboard and the CLI
 * do; only {@code wins} (match points) is the scheduler's own. Matches with a disqualified entry in any seat
 * leave the standings altogether, for its opponents too.
 */
public final class Standings {

    @Schema(description = "One line of a round's standings")
    public record Row(int rank, long entryKey, String entryId, int version, String contestant, String entry,
                      int matches, int wins, int draws, int losses, double scoreTotal, double scoreMean) {
    }

    private static final class Tally {
        final Entry entry;
        int matches;
        int wins;
        int draws;
        int losses;
        double total;

        Tally(Entry entry) {
            this.entry = entry;
        }

        double mean() {
            return matches == 0 ? 0 : total / matches;
        }

        double points() {
            return wins + draws / 2.0;
        }

        Row row(int rank) {
            return new Row(rank, entry.id, entry.entryId, entry.version, entry.contestant, entry.name,
                    matches, wins, draws, losses, total, mean());
        }
    }

    private Standings() {
    }

    /** @param field every entry of the round, so that one without a counted match still gets a line */
    public static List<Row> compute(List<Entry> field, List<Match> matches, String rankingMethod) {
        return compute(field, matches, rankingMethod, m -> m.inStandings);
    }

    /** Same, with the matches that count chosen by {@code counts} (e.g. "as if this rerun set were applied"). */
    public static List<Row> compute(List<Entry> field, List<Match> matches, String rankingMethod, Predicate<Match> counts) {
        boolean lowerIsBetter = RankingMethods.lowerIsBetter(rankingMethod);
        Map<Long, Tally> tallies = new LinkedHashMap<>();
        field.stream().filter(e -> e.status != EntryStatus.DISQUALIFIED).forEach(e -> tallies.put(e.id, new Tally(e)));
        List<SeatScore> seatScores = new ArrayList<>();
        for (Match match : matches) {
            if (!counts.test(match) || !match.state.rated()) {
                continue;
            }
            List<MatchSeat> seats = match.seats();
            if (seats.stream().anyMatch(s -> s.entry.status == EntryStatus.DISQUALIFIED)) {
                continue;
            }
            for (MatchSeat seat : seats) {
                MatchSeat other = seats.size() == 2 ? seats.get(seat.seat == 1 ? 1 : 0) : null;
                tally(tallies.computeIfAbsent(seat.entry.id, k -> new Tally(seat.entry)), seat, other, lowerIsBetter);
                seatScores.add(new SeatScore(match.competition.gameLabel(), Long.toString(match.seed),
                        String.valueOf(seat.entry.id), other == null ? null : String.valueOf(other.entry.id),
                        value(seat.score), seat.scoredMoves == null ? 0 : seat.scoredMoves));
            }
        }
        if (RankingMethods.WINS.equals(rankingMethod)) {
            return byPoints(tallies);
        }
        return ranked(tallies, ScoreRanking.named(rankingMethod).orElse(ScoreRanking.SUM).rank(seatScores));
    }

    private static void tally(Tally t, MatchSeat seat, MatchSeat other, boolean lowerIsBetter) {
        t.matches++;
        t.total += value(seat.score);
        if (other == null) {
            return;
        }
        double sign = lowerIsBetter ? -1 : 1;
        int outcome = Double.compare(sign * value(seat.score), sign * value(other.score));
        if (outcome > 0) {
            t.wins++;
        } else if (outcome < 0) {
            t.losses++;
        } else {
            t.draws++;
        }
    }

    /**
     * Rows in libs/rating's order and ranks; an entry the ranking could not rate (nothing counted, or no scored
     * move under the LMC rankings) comes last, so it never ranks above one that played.
     */
    private static List<Row> ranked(Map<Long, Tally> tallies, List<ScoreStanding> ranking) {
        Map<Long, Tally> unranked = new LinkedHashMap<>(tallies);
        List<Row> rows = new ArrayList<>();
        for (ScoreStanding standing : ranking) {
            rows.add(unranked.remove(Long.valueOf(standing.entryId())).row(standing.rank()));
        }
        unranked.values().forEach(t -> rows.add(t.row(ranking.size() + 1)));
        rows.sort(Comparator.comparingInt(Row::rank).thenComparing(Row::entryId).thenComparingInt(Row::version));
        return rows;
    }

    /** {@code wins}: match points (a draw half a win), then the score total. */
    private static List<Row> byPoints(Map<Long, Tally> tallies) {
        Comparator<Tally> order = Comparator.comparingDouble((Tally t) -> -t.points()).thenComparingDouble(t -> -t.total);
        var sorted = new ArrayList<>(tallies.values());
        sorted.sort(order.thenComparing(t -> t.entry.entryId).thenComparingInt(t -> t.entry.version));
        int[] ranks = Ranks.competition(sorted, (a, b) -> order.compare(a, b) == 0);
        var rows = new ArrayList<Row>();
        for (int i = 0; i < sorted.size(); i++) {
            rows.add(sorted.get(i).row(ranks[i]));
        }
        return rows;
    }

    private static double value(Double score) {
        return score == null ? 0 : score;
    }
}
