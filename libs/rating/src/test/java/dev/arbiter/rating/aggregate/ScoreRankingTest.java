package dev.arbiter.rating.aggregate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.proto.v1.LadderMethod;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.RankingMethod;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScoreRankingTest {

    private static SeatScore solo(String instance, String entry, double score, int scoredMoves) {
        return new SeatScore("game", instance, entry, null, score, scoredMoves);
    }

    @Test
    void eachProtocolDefaultsToItsSpecRankingUnderTheNameCompetitionsUse() {
        assertThat(ScoreRanking.naturalFor(ProtocolId.PROTOCOL_ID_TABOO)).isEqualTo(ScoreRanking.LOWEST_TOTAL);
        assertThat(ScoreRanking.naturalFor(ProtocolId.PROTOCOL_ID_LMC1)).isEqualTo(ScoreRanking.MEAN_SCORE_PER_TURN);
        assertThat(ScoreRanking.naturalFor(ProtocolId.PROTOCOL_ID_LMC2)).isEqualTo(ScoreRanking.NORMALISED_MEAN_PER_MOVE);
        assertThat(ScoreRanking.naturalFor(ProtocolId.PROTOCOL_ID_RDDL)).isEqualTo(ScoreRanking.SUM);
        assertThat(ScoreRanking.LOWEST_TOTAL.wireName()).isEqualTo("lowest-total");
        for (ScoreRanking ranking : ScoreRanking.values()) {
            assertThat(ScoreRanking.of(ranking.rankingMethod())).contains(ranking);
            ranking.ladderMethod().ifPresent(method -> assertThat(ScoreRanking.of(method)).contains(ranking));
        }
        assertThat(ScoreRanking.of(RankingMethod.RANKING_METHOD_WINS)).isEmpty();
        assertThat(ScoreRanking.of(LadderMethod.LADDER_METHOD_ELO)).isEmpty();
        assertThat(ScoreRanking.SUM.ladderMethod()).isEmpty();
        assertThat(ScoreRanking.LOWEST_TOTAL.lowerIsBetter()).isTrue();
    }

    @Test
    void meanScorePerTurnRanksAShortMatchOfGoodTurnsAboveALongMatchOfWorseOnesThatSumsHigher() {
        List<SeatScore> seats = List.of(solo("1", "short", 2, 2), solo("1", "long", 5, 10));

        assertThat(ScoreRanking.SUM.rank(seats)).extracting(ScoreStanding::entryId).containsExactly("long", "short");
        List<ScoreStanding> perTurn = ScoreRanking.MEAN_SCORE_PER_TURN.rank(seats);
        assertThat(perTurn).extracting(ScoreStanding::entryId).containsExactly("short", "long");
        assertThat(perTurn).extracting(ScoreStanding::score).containsExactly(1.0, 0.5);
        assertThat(perTurn.getFirst().interval()).isNull();
    }

    @Test
    void normalisedMeanPerMoveGivesTheBestEntryOneAndTheWorstZero() {
        List<ScoreStanding> rows = ScoreRanking.NORMALISED_MEAN_PER_MOVE.rank(List.of(
                solo("1", "mid", 3, 10), solo("1", "top", 4, 4), solo("1", "low", -2, 4)));

        assertThat(rows).extracting(ScoreStanding::entryId).containsExactly("top", "mid", "low");
        assertThat(rows.getFirst().score()).isEqualTo(1.0);
        assertThat(rows.getLast().score()).isEqualTo(0.0);
    }

    @Test
    void lowestTotalComparesTheInstancesEveryEntryCompletedAndCountsAReplaysLaterResult() {
        List<ScoreStanding> rows = ScoreRanking.LOWEST_TOTAL.rank(List.of(
                solo("7", "gap", 3, 1), solo("8", "gap", 3, 1),
                solo("7", "full", 2, 1), solo("8", "full", 9, 1), solo("8", "full", 2, 1), solo("9", "full", 14, 1)));

        assertThat(rows).extracting(ScoreStanding::entryId).containsExactly("full", "gap");
        assertThat(rows).extracting(ScoreStanding::score).containsExactly(4.0, 6.0);
        assertThat(rows).extracting(ScoreStanding::counted).containsExactly(2, 2);
        assertThat(rows.getFirst().interval()).isEqualTo(rows.getFirst().statistics().sumInterval());
    }
}
