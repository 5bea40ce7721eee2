package dev.arbiter.rating.aggregate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GvgaiPointsPerGameTest {

    private static GvgaiPlay play(String game, String entry, boolean won, double score, long ticks) {
        return new GvgaiPlay(game, entry, won, score, ticks);
    }

    @Test
    void ordersEachGameByVictoriesThenAverageScoreThenFewerTicksAndSumsFormulaOnePoints() {
        List<GvgaiPlay> plays = List.of(
                play("g1", "c", true, 1, 100), play("g1", "c", true, 1, 100), play("g1", "c", true, 1, 100),
                play("g1", "a", true, 10, 100), play("g1", "a", true, 20, 100), play("g1", "a", false, 0, 100),
                play("g1", "b", true, 15, 50), play("g1", "b", true, 15, 50), play("g1", "b", false, 0, 100),
                play("g1", "d", false, 3, 100), play("g1", "e", false, 3, 100),
                play("g2", "a", true, 0, 10), play("g2", "b", false, 9, 10), play("g2", "c", false, 8, 10),
                play("g2", "d", false, 7, 10), play("g2", "e", false, 6, 10));

        List<GvgaiStanding> rows = new GvgaiPointsPerGame().rank(plays);

        // g1: c 3 wins → 25; a and b 2 wins, average 10 each, b fewer ticks → b 18, a 15; d and e share 4th/5th: 9 each.
        // g2: a 25, b 18, c 15, d 10, e 8.
        assertThat(rows).extracting(GvgaiStanding::entryId).containsExactly("a", "c", "b", "d", "e");
        assertThat(rows).extracting(GvgaiStanding::score).containsExactly(40.0, 40.0, 36.0, 19.0, 17.0);
        assertThat(rows).extracting(GvgaiStanding::rank).containsExactly(1, 1, 3, 4, 5);
        assertThat(rows.get(3).pointsPerGame()).containsEntry("g1", 9.0).containsEntry("g2", 10.0);
    }

    @Test
    void onlyTheFirstNinePlacesScore() {
        List<GvgaiPlay> plays = new ArrayList<>();
        for (int i = 0; i < 11; i++) {
            plays.add(play("g", "e" + (char) ('a' + i), false, 100 - i, 10));
        }

        List<GvgaiStanding> rows = new GvgaiPointsPerGame().rank(plays);

        assertThat(rows).extracting(GvgaiStanding::score)
                .containsExactly(25.0, 18.0, 15.0, 10.0, 8.0, 6.0, 4.0, 2.0, 1.0, 0.0, 0.0);
    }

    @Test
    void aDisqualifiedPlayCountsMinusAThousandInTheAverage() {
        List<GvgaiStanding> rows = new GvgaiPointsPerGame().rank(List.of(
                play("g", "x", true, 50, 10), play("g", "x", false, GvgaiPlay.DISQUALIFIED_SCORE, 10),
                play("g", "y", true, 0, 10), play("g", "y", false, 0, 10)));

        assertThat(rows).extracting(GvgaiStanding::entryId).containsExactly("y", "x");
    }
}
