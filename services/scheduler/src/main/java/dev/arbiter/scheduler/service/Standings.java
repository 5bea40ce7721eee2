package dev.arbiter.scheduler.service;

import dev.arbiter.proto.v1.RankingMethod;
import dev.arbiter.proto.v1.RddlSession;
import dev.arbiter.rating.Ranked;
import dev.arbiter.rating.Ranks;
import dev.arbiter.rating.aggregate.IppcScoring;
import dev.arbiter.rating.aggregate.ScoreRanking;
import dev.arbiter.rating.aggregate.SeatScore;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.EntryStatus;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchSeat;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.ArrayList;
import java.util.HashMap;
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
 * do; only {@code wins} (match points) is the scheduler's own. An RDDL competition ({@code ippc}) ranks by the IPPC
 * normalised score of libs/rating's {@link IppcScoring} over the seats' sessions, its baselines being entries of the
 * field like any other; the score totals stay beside it for reference. Matches with a disqualified entry in any seat
 * leave the standings altogether, for its opponents too.
 */
public final class Standings {

    @Schema(description = "One line of a round's standings")
    public record Row(int rank, long entryKey, String entryId, int version, String contestant, String entry,
                      int matches, int wins, int draws, int losses, double scoreTotal, double scoreMean,
                      @Schema(nullable = true, description = "RDDL competitions: the IPPC normalised score in [0, 1] the row is ranked by; "
                              + "null for other competitions and for an entry with no scored session") Double ippcScore) {

        /** The IPPC score as the round page shows it: three decimals. */
        public String ippcShown() {
            return ippcScore == null ? "" : String.format(java.util.Locale.ROOT, "%.3f", ippcScore);
        }
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

        Row row(int rank, Double ippcScore) {
            return new Row(rank, entry.id, entry.entryId, entry.version, entry.contestant, entry.name,
                    matches, wins, draws, losses, total, mean(), ippcScore);
        }
    }

    private Standings() {
    }

    /** @param field every entry of the round, so that one without a counted match still gets a line */
    public static List<Row> compute(List<Entry> field, List<Match> matches, RankingMethod rankingMethod) {
        return compute(field, matches, rankingMethod, m -> m.inStandings);
    }

    /** Same, with the matches that count chosen by {@code counts} (e.g. "as if this rerun set were applied"). */
    public static List<Row> compute(List<Entry> field, List<Match> matches, RankingMethod rankingMethod, Predicate<Match> counts) {
        boolean lowerIsBetter = RankingMethods.lowerIsBetter(rankingMethod);
        Map<Long, Tally> tallies = new LinkedHashMap<>();
        field.stream().filter(e -> e.status != EntryStatus.DISQUALIFIED).forEach(e -> tallies.put(e.id, new Tally(e)));
        List<SeatScore> seatScores = new ArrayList<>();
        Map<String, Map<String, List<Double>>> sessions = new LinkedHashMap<>();
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
                if (seat.rddlSession != null) {
                    RddlSession session = MatchRequests.rddlSession(seat.rddlSession);
                    sessions.computeIfAbsent(String.valueOf(seat.entry.id), k -> new LinkedHashMap<>())
                            .computeIfAbsent(session.getInstance(), k -> new ArrayList<>()).addAll(session.getRoundRewardsList());
                }
            }
        }
        return switch (rankingMethod) {
            case RANKING_METHOD_WINS -> byPoints(tallies);
            case RANKING_METHOD_IPPC -> ippc(tallies, sessions);
            default -> ranked(tallies, ScoreRanking.of(rankingMethod).orElse(ScoreRanking.SUM).rank(seatScores), Map.of());
        };
    }

    /**
     * {@code ippc}: the field's sessions scored by libs/rating, the floor of each instance coming from the
     * competition's no-op and random entries' sessions in the same matches.
     */
    private static List<Row> ippc(Map<Long, Tally> tallies, Map<String, Map<String, List<Double>>> sessions) {
        String noop = null;
        String random = null;
        Map<String, String> domainOf = new LinkedHashMap<>();
        for (Tally t : tallies.values()) {
            Competition c = t.entry.competition;
            c.rddlInstances.forEach(i -> domainOf.putIfAbsent(i.name(), i.domain()));
            if (t.entry.entryId.equals(RddlCompetitions.noopEntryId(c))) {
                noop = String.valueOf(t.entry.id);
            } else if (t.entry.entryId.equals(RddlCompetitions.randomEntryId(c))) {
                random = String.valueOf(t.entry.id);
            }
        }
        IppcScoring.Evaluation evaluation = IppcScoring.evaluate(sessions, noop, random, domainOf);
        Map<String, Double> scores = new HashMap<>();
        evaluation.ranking().forEach(s -> scores.put(s.entryId(), s.score()));
        return ranked(tallies, evaluation.ranking(), scores);
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
    private static List<Row> ranked(Map<Long, Tally> tallies, List<? extends Ranked> ranking, Map<String, Double> ippcScores) {
        Map<Long, Tally> unranked = new LinkedHashMap<>(tallies);
        List<Row> rows = new ArrayList<>();
        for (Ranked standing : ranking) {
            rows.add(unranked.remove(Long.valueOf(standing.entryId())).row(standing.rank(), ippcScores.get(standing.entryId())));
        }
        unranked.values().forEach(t -> rows.add(t.row(ranking.size() + 1, null)));
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
            rows.add(sorted.get(i).row(ranks[i], null));
        }
        return rows;
    }

    private static double value(Double score) {
        return score == null ? 0 : score;
    }
}
