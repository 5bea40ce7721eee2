package dev.arbiter.judge.protocol.taboo;

import dev.arbiter.judge.protocol.taboo.TabooRanking.Entry;
import dev.arbiter.judge.protocol.taboo.TabooRanking.Standing;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The §7 ranking: lowest total, then the [PROPOSED] tie-breaks in their order. */
class TabooRankingTest {

    private static List<String> order(Entry... entries) {
        return TabooRanking.rank(List.of(entries)).stream().map(Standing::entry).toList();
    }

    @Test
    void theLowestTotalRanksFirst() {
        assertThat(order(new Entry("b", 10, 60, 5, 20, 1), new Entry("a", 10, 40, 2, 10, 9))).containsExactly("a", "b");
    }

    @Test
    void onEqualTotalsMoreGamesSolvedWins() {
        assertThat(order(new Entry("few", 10, 50, 3, 11, 1), new Entry("many", 10, 50, 4, 20, 9))).containsExactly("many", "few");
    }

    @Test
    void thenTheLowerTotalOverSolvedGamesOnlyWins() {
        assertThat(order(new Entry("slow", 10, 50, 4, 22, 1), new Entry("quick", 10, 50, 4, 18, 9))).containsExactly("quick", "slow");
    }

    @Test
    void thenTheLowerMeanResponseTimeWins() {
        assertThat(order(new Entry("lazy", 10, 50, 4, 18, 40), new Entry("brisk", 10, 50, 4, 18, 3))).containsExactly("brisk", "lazy");
    }

    @Test
    void entriesEqualInEveryRespectShareARank() {
        var standings = TabooRanking.rank(List.of(new Entry("x", 2, 5, 1, 2, 1), new Entry("y", 2, 5, 1, 2, 1),
                new Entry("z", 2, 9, 1, 2, 1)));
        assertThat(standings).extracting(Standing::rank).containsExactly(1, 1, 3);
    }

    @Test
    void theAverageIsTheTotalPerGame() {
        assertThat(new Entry("a", 4, 30, 2, 6, 1).average()).isEqualTo(7.5);
    }
}
