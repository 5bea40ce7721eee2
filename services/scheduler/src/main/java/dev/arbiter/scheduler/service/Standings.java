package dev.arbiter.scheduler.service;

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

/**
 * A round's standings from its rated matches: per entry the matches, wins, draws and losses (two-seat
 * games, by score; under lowest-total the lower score wins) and the score total and mean, ranked by the
 * competition's ranking method. Matches with a disqualified entry in any seat leave the standings
 * altogether, for its opponents too.
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
    }

    private Standings() {
    }

    /** @param field every entry of the round, so that one without a counted match still gets a line */
    public static List<Row> compute(List<Entry> field, List<Match> matches, String rankingMethod) {
        return compute(field, matches, rankingMethod, m -> m.inStandings);
    }

    /** Same, with the matches that count chosen by {@code counts} (e.g. "as if this rerun set were applied"). */
    public static List<Row> compute(List<Entry> field, List<Match> matches, String rankingMethod,
                                    java.util.function.Predicate<Match> counts) {
        boolean lowerIsBetter = RankingMethods.lowerIsBetter(rankingMethod);
        Map<Long, Tally> tallies = new LinkedHashMap<>();
        field.stream().filter(e -> e.status != EntryStatus.DISQUALIFIED).forEach(e -> tallies.put(e.id, new Tally(e)));
        for (Match match : matches) {
            if (!counts.test(match) || !match.state.rated()) {
                continue;
            }
            List<MatchSeat> seats = match.seats();
            if (seats.stream().anyMatch(s -> s.entry.status == EntryStatus.DISQUALIFIED)) {
                continue;
            }
            for (MatchSeat seat : seats) {
                Tally t = tallies.computeIfAbsent(seat.entry.id, k -> new Tally(seat.entry));
                t.matches++;
                t.total += seat.score == null ? 0 : seat.score;
                if (seats.size() == 2) {
                    double mine = value(seat.score);
                    double theirs = value(seats.get(seat.seat == 1 ? 1 : 0).score);
                    if (lowerIsBetter) {
                        mine = -mine;
                        theirs = -theirs;
                    }
                    if (mine > theirs) {
                        t.wins++;
                    } else if (mine < theirs) {
                        t.losses++;
                    } else {
                        t.draws++;
                    }
                }
            }
        }
        Comparator<Tally> order = switch (rankingMethod) {
            case RankingMethods.MEAN -> Comparator.comparingDouble((Tally t) -> -t.mean());
            // Lowest total over the common game set. An entry short of games (an infrastructure error
            // left one unplayed, never rated) must not win by playing less: compare means, which order
            // equal-length records exactly as their totals; an entry with nothing counted comes last.
            case RankingMethods.LOWEST_TOTAL -> Comparator.comparing((Tally t) -> t.matches == 0)
                    .thenComparingDouble(Tally::mean).thenComparingDouble(t -> t.total);
            case RankingMethods.WINS -> Comparator.comparingDouble((Tally t) -> -t.points()).thenComparingDouble(t -> -t.total);
            default -> Comparator.comparingDouble((Tally t) -> -t.total);
        };
        var sorted = new ArrayList<>(tallies.values());
        sorted.sort(order.thenComparing(t -> t.entry.entryId).thenComparingInt(t -> t.entry.version));
        var rows = new ArrayList<Row>();
        for (int i = 0; i < sorted.size(); i++) {
            Tally t = sorted.get(i);
            boolean tiedWithPrevious = i > 0 && order.compare(sorted.get(i - 1), t) == 0;
            int rank = tiedWithPrevious ? rows.get(i - 1).rank() : i + 1;
            rows.add(new Row(rank, t.entry.id, t.entry.entryId, t.entry.version, t.entry.contestant, t.entry.name,
                    t.matches, t.wins, t.draws, t.losses, t.total, t.mean()));
        }
        return rows;
    }

    private static double value(Double score) {
        return score == null ? 0 : score;
    }
}
