package dev.arbiter.rating.aggregate;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class GvgaiFormulaOnePointsTest {

    private final GvgaiFormulaOnePoints rule = new GvgaiFormulaOnePoints();

    @Test
    void victoriesComeFirstThenMeanScoreThenFewerTicks() {
        var ranked = rule.rank(List.of(
                new GvgaiGameResult("lowScore", "aliens", 5, 10, 300, 20),
                new GvgaiGameResult("moreWins", "aliens", 6, -1000, 900, 20),
                new GvgaiGameResult("highScore", "aliens", 5, 20, 900, 20),
                new GvgaiGameResult("quicker", "aliens", 5, 10, 200, 20)));

        assertThat(ranked).extracting(GvgaiStanding::entryId).containsExactly("moreWins", "highScore", "quicker", "lowScore");
        assertThat(ranked).extracting(GvgaiStanding::points).containsExactly(25, 18, 15, 10);
    }

    @Test
    void pointsAreSummedOverGamesAndEqualEntriesShareARankAndItsPoints() {
        var ranked = rule.rank(List.of(
                new GvgaiGameResult("a", "aliens", 3, 5, 100, 20),
                new GvgaiGameResult("b", "aliens", 3, 5, 100, 20),
                new GvgaiGameResult("c", "aliens", 1, 5, 100, 20),
                new GvgaiGameResult("a", "testgame1", 0, 1, 100, 20),
                new GvgaiGameResult("b", "testgame1", 0, 1, 100, 20),
                new GvgaiGameResult("c", "testgame1", 2, 1, 100, 20)));

        // aliens: a and b share rank 1 (25 each), c third (15); testgame1: c 25, a and b share rank 2 (18 each).
        assertThat(ranked).extracting(GvgaiStanding::entryId, GvgaiStanding::points, GvgaiStanding::rank)
                .containsExactly(tuple("a", 43, 1), tuple("b", 43, 1),
                        tuple("c", 40, 3));
        assertThat(ranked.getFirst().gameRanks()).containsEntry("aliens", 1).containsEntry("testgame1", 2);
    }

    @Test
    void onlyTheFirstNineRanksScore() {
        var results = new ArrayList<GvgaiGameResult>();
        for (int i = 0; i < 11; i++) {
            results.add(new GvgaiGameResult("e" + (char) ('a' + i), "aliens", 20 - i, 0, 0, 20));
        }
        assertThat(rule.rank(results)).extracting(GvgaiStanding::points)
                .containsExactly(25, 18, 15, 10, 8, 6, 4, 2, 1, 0, 0);
    }
}
