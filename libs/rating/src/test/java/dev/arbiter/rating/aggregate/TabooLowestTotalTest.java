package dev.arbiter.rating.aggregate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class TabooLowestTotalTest {

    /** One game as the judge scores it: guesses when solved, hints + 10 when not. */
    private static TabooGame game(String entry, String game, int hints, int guesses, boolean solved) {
        return new TabooGame(game, entry, 1, solved ? guesses : hints + 10, solved ? 1 : 0, solved ? guesses : 0, guesses,
                Duration.ofMillis(100L * guesses));
    }

    @Test
    void lowestTotalWinsThenMoreGamesSolvedThenLowerTotalOverSolvedGames() {
        List<TabooStanding> rows = new TabooLowestTotal().rank(List.of(
                game("a", "g1", 5, 4, true), game("a", "g2", 5, 5, false),      // 4 + 15 = 19, one solved in 4
                game("b", "g1", 5, 1, true), game("b", "g2", 8, 8, false),      // 1 + 18 = 19, one solved in 1
                game("c", "g1", 5, 3, true), game("c", "g2", 5, 5, true),       // 3 + 5 = 8
                game("d", "g1", 4, 4, false), game("d", "g2", 1, 1, false)));   // 14 + 11 = 25

        assertThat(rows).extracting(TabooStanding::entryId).containsExactly("c", "b", "a", "d");
        assertThat(rows).extracting(TabooStanding::total).containsExactly(8.0, 19.0, 19.0, 25.0);
        assertThat(rows).extracting(TabooStanding::rank).containsExactly(1, 2, 3, 4);
        assertThat(rows.get(1).solvedTotal()).isEqualTo(1);
        assertThat(rows.get(2).solvedTotal()).isEqualTo(4);
    }

    @Test
    void fewerSolvedGamesLosesATieOnTotalBeforeTheSolvedTotalIsLookedAt() {
        List<TabooStanding> rows = new TabooLowestTotal().rank(List.of(
                game("x", "g1", 4, 4, false), game("x", "g2", 10, 2, true), game("x", "g3", 10, 2, true),  // 14 + 2 + 2 = 18
                game("y", "g1", 10, 6, true), game("y", "g2", 10, 6, true), game("y", "g3", 10, 6, true))); // 18, three solved

        assertThat(rows).extracting(TabooStanding::entryId).containsExactly("y", "x");
    }

    @Test
    void theFasterEntryWinsWhenEverythingElseIsEqualAndFullyEqualEntriesShareARank() {
        List<TabooStanding> rows = new TabooLowestTotal().rank(List.of(
                new TabooGame("g1", "slow", 1, 2, 1, 2, 2, Duration.ofSeconds(8)),
                new TabooGame("g1", "fast", 1, 2, 1, 2, 2, Duration.ofSeconds(4)),
                new TabooGame("g1", "twin", 1, 2, 1, 2, 2, Duration.ofSeconds(4))));

        assertThat(rows).extracting(TabooStanding::entryId).containsExactly("fast", "twin", "slow");
        assertThat(rows).extracting(TabooStanding::rank).containsExactly(1, 1, 3);
        assertThat(rows.get(2).meanResponseTime()).isEqualTo(Duration.ofSeconds(4));
    }

    @Test
    void anEntryThatMissedAGameIsRankedOnTheGamesEveryEntryCompletedNeverBetterForTheMissingOne() {
        // "gap" lost g3 to an infrastructure error: summed over what each played it would total 6 against 8 and win.
        List<TabooStanding> rows = new TabooLowestTotal().rank(List.of(
                game("gap", "g1", 5, 3, true), game("gap", "g2", 5, 3, true),
                game("full", "g1", 5, 2, true), game("full", "g2", 5, 2, true), game("full", "g3", 5, 4, true)));

        assertThat(rows).extracting(TabooStanding::entryId).containsExactly("full", "gap");
        assertThat(rows).extracting(TabooStanding::total).containsExactly(4.0, 6.0);
        assertThat(rows).extracting(TabooStanding::games).containsExactly(2, 2);
        assertThat(rows.getLast().average()).as("total per counted game").isEqualTo(3.0);
        assertThat(rows.getFirst().statistics().count()).isEqualTo(2);
    }

    @Test
    void anEntryThatCompletedNoGameComesLastWithoutEmptyingTheComparisonOfTheOthers() {
        List<TabooStanding> rows = new TabooLowestTotal().rank(List.of("broken", "a", "b"), List.of(
                game("a", "g1", 5, 5, true), game("a", "g2", 5, 1, true),
                game("b", "g1", 5, 2, true), game("b", "g2", 5, 2, true)));

        assertThat(rows).extracting(TabooStanding::entryId).containsExactly("b", "a", "broken");
        assertThat(rows).extracting(TabooStanding::rank).containsExactly(1, 2, 3);
        assertThat(rows.getLast().games()).isZero();
        assertThat(rows.getLast().statistics()).isNull();
    }

    @Test
    void twoResultsOfOneEntryOnOneGameAreRefused() {
        assertThatThrownBy(() -> new TabooLowestTotal().rank(List.of(game("a", "g1", 5, 1, true), game("a", "g1", 5, 2, true))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two results on game g1");
    }

    @Test
    void moreSolvedGamesThanGamesIsRejected() {
        assertThatThrownBy(() -> new TabooGame("g1", "a", 1, 2, 2, 2, 2, Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
