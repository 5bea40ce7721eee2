package dev.arbiter.rating.aggregate;

import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.LadderMethod;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;
import dev.arbiter.rating.Ranked;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The score rankings a competition can be ranked by: the {@link RankingMethod}s (and single-player
 * {@link LadderMethod}s) that rank by score. The scheduler's standings, the leaderboard and the CLI all rank
 * through {@link #rank}, so each rule is written once: the spec rankings of LMC1, LMC2 and Taboo, and plain sums
 * and means.
 */
public enum ScoreRanking {

    /** Highest total first; fair when every entry played as many matches, as in an official round. */
    SUM(RankingMethod.RANKING_METHOD_SUM, null, false),
    /** Highest mean score per match first. */
    MEAN(RankingMethod.RANKING_METHOD_MEAN, LadderMethod.LADDER_METHOD_MEAN, false),
    /** Taboo's: lowest total over the instances every entry completed ({@link TabooLowestTotal}). */
    LOWEST_TOTAL(RankingMethod.RANKING_METHOD_LOWEST_TOTAL, LadderMethod.LADDER_METHOD_LOWEST_TOTAL, true),
    /** LMC1's: mean over games of each game's mean score per scored turn ({@link Lmc1MeanScorePerTurn}). */
    MEAN_SCORE_PER_TURN(RankingMethod.RANKING_METHOD_MEAN_SCORE_PER_TURN, LadderMethod.LADDER_METHOD_MEAN_SCORE_PER_TURN,
            false),
    /** LMC2's: mean per move, normalised per game over the entries ({@link Lmc2NormalisedMeanPerMove}). */
    NORMALISED_MEAN_PER_MOVE(RankingMethod.RANKING_METHOD_NORMALISED_MEAN_PER_MOVE,
            LadderMethod.LADDER_METHOD_NORMALISED_MEAN_PER_MOVE, false);

    private final RankingMethod rankingMethod;
    private final LadderMethod ladderMethod;
    private final boolean lowerIsBetter;

    ScoreRanking(RankingMethod rankingMethod, LadderMethod ladderMethod, boolean lowerIsBetter) {
        this.rankingMethod = rankingMethod;
        this.ladderMethod = ladderMethod;
        this.lowerIsBetter = lowerIsBetter;
    }

    /** The competition ranking method that ranks by this. */
    public RankingMethod rankingMethod() {
        return rankingMethod;
    }

    /**
     * The leaderboard's ladder method that ranks a single-player ladder by this; empty for the sum, which would
     * favour the entries that played most.
     */
    public Optional<LadderMethod> ladderMethod() {
        return Optional.ofNullable(ladderMethod);
    }

    /** The name people see: the ranking method's ({@link Vocabulary}). */
    public String wireName() {
        return Vocabulary.wireName(rankingMethod);
    }

    public boolean lowerIsBetter() {
        return lowerIsBetter;
    }

    /** The score ranking of a ranking method; empty for methods that rank otherwise (wins, IPPC, GVGAI points). */
    public static Optional<ScoreRanking> of(RankingMethod method) {
        return Arrays.stream(values()).filter(ranking -> ranking.rankingMethod == method).findFirst();
    }

    /** The score ranking of a ladder method; empty for the rating systems and the tracks' scores. */
    public static Optional<ScoreRanking> of(LadderMethod method) {
        return Arrays.stream(values()).filter(ranking -> ranking.ladderMethod == method).findFirst();
    }

    /**
     * The ranking a protocol's spec prescribes: Taboo's lowest total, LMC1's mean score per turn, LMC2's
     * normalised mean per move; the highest total for anything else.
     */
    public static ScoreRanking naturalFor(ProtocolId protocol) {
        return switch (protocol) {
            case PROTOCOL_ID_TABOO -> LOWEST_TOTAL;
            case PROTOCOL_ID_LMC1 -> MEAN_SCORE_PER_TURN;
            case PROTOCOL_ID_LMC2 -> NORMALISED_MEAN_PER_MOVE;
            case PROTOCOL_ID_RDDL, PROTOCOL_ID_GVGAI, PROTOCOL_ID_UNSPECIFIED, UNRECOGNIZED -> SUM;
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
