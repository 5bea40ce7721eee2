package dev.arbiter.rating.aggregate;

import dev.arbiter.rating.Ranked;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The score rankings a competition can be ranked by, under the names the platform gives them (a competition's
 * ranking method). The scheduler's standings, the leaderboard and the CLI all rank through {@link #rank}, so
 * each rule is written once: the spec rankings of LMC1, LMC2 and Taboo, and plain sums and means.
 */
public enum ScoreRanking {

    /** Highest total first; fair when every entry played as many matches, as in an official round. */
    SUM("sum", false),
    /** Highest mean score per match first. */
    MEAN("mean", false),
    /** Taboo's: lowest total over the instances every entry completed ({@link TabooLowestTotal}). */
    LOWEST_TOTAL("lowest-total", true),
    /** LMC1's: mean over games of each game's mean score per scored turn ({@link Lmc1MeanScorePerTurn}). */
    MEAN_SCORE_PER_TURN("mean-score-per-turn", false),
    /** LMC2's: mean per move, normalised per game over the entries ({@link Lmc2NormalisedMeanPerMove}). */
    NORMALISED_MEAN_PER_MOVE("normalised-mean-per-move", false);

    private final String wireName;
    private final boolean lowerIsBetter;

    ScoreRanking(String wireName, boolean lowerIsBetter) {
        this.wireName = wireName;
        this.lowerIsBetter = lowerIsBetter;
    }

    /** The name a competition's ranking method gives it. */
    public String wireName() {
        return wireName;
    }

    public boolean lowerIsBetter() {
        return lowerIsBetter;
    }

    public static Optional<ScoreRanking> named(String name) {
        return Arrays.stream(values()).filter(ranking -> ranking.wireName.equals(name)).findFirst();
    }

    /**
     * The ranking a protocol's spec prescribes: Taboo's lowest total, LMC1's mean score per turn, LMC2's
     * normalised mean per move; the highest total for anything else.
     */
    public static ScoreRanking naturalFor(String protocol) {
        return switch (protocol == null ? "" : protocol.toLowerCase(Locale.ROOT)) {
            case "taboo" -> LOWEST_TOTAL;
            case "lmc1" -> MEAN_SCORE_PER_TURN;
            case "lmc2" -> NORMALISED_MEAN_PER_MOVE;
            default -> SUM;
        };
    }

    /**
     * Ranks the entries of these completed matches' seats, best first. Seats come in the order they were
     * played: where Taboo finds an entry twice on one instance (a replay), the later result counts.
     * Entries the ranking cannot rate (no scored move under the LMC rankings) have no row.
     */
    public List<ScoreStanding> rank(Collection<SeatScore> seats) {
        return switch (this) {
            case SUM -> totals(new SumOfScores().rank(entryScores(seats)), true);
            case MEAN -> totals(new MeanOfScores().rank(entryScores(seats)), false);
            case LOWEST_TOTAL -> lowestTotal(seats);
            case MEAN_SCORE_PER_TURN -> lmc(new Lmc1MeanScorePerTurn().rank(lmcScores(seats)), seats);
            case NORMALISED_MEAN_PER_MOVE -> lmc(new Lmc2NormalisedMeanPerMove().rank(lmcScores(seats)), seats);
        };
    }

    private static List<EntryScore> entryScores(Collection<SeatScore> seats) {
        return seats.stream().map(seat -> new EntryScore(seat.entryId(), seat.score())).toList();
    }

    private static List<ScoreStanding> totals(List<ScoreTotal> rows, boolean sum) {
        return rows.stream().map(row -> new ScoreStanding(row.rank(), row.entryId(), row.score(),
                row.statistics().count(), row.statistics(),
                sum ? row.statistics().sumInterval() : row.statistics().meanInterval())).toList();
    }

    private static List<ScoreStanding> lowestTotal(Collection<SeatScore> seats) {
        Map<String, TabooGame> latest = new LinkedHashMap<>();
        seats.forEach(seat -> latest.put(seat.entryId() + '\n' + seat.instance(),
                TabooGame.scored(seat.instance(), seat.entryId(), seat.score())));
        return new TabooLowestTotal().rank(latest.values()).stream().map(row -> new ScoreStanding(row.rank(),
                row.entryId(), row.total(), row.games(), row.statistics(),
                row.statistics() == null ? null : row.statistics().sumInterval())).toList();
    }

    private static List<LmcScore> lmcScores(Collection<SeatScore> seats) {
        return seats.stream().map(seat -> new LmcScore(seat.game(), seat.entryId(), seat.opponentId(), seat.score(),
                seat.scoredMoves())).toList();
    }

    private static List<ScoreStanding> lmc(List<? extends Ranked> rows, Collection<SeatScore> seats) {
        Map<String, Integer> scored = new TreeMap<>();
        seats.stream().filter(seat -> seat.scoredMoves() > 0).forEach(seat -> scored.merge(seat.entryId(), 1, Integer::sum));
        return rows.stream().map(row -> new ScoreStanding(row.rank(), row.entryId(), row.score(),
                scored.getOrDefault(row.entryId(), 0), null, null)).toList();
    }
}
