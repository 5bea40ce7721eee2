package dev.arbiter.rating.aggregate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class TabooLowestTotalTest {

    private static TabooGame game(String entry, int hints, int guesses, boolean solved) {
        return new TabooGame(entry, hints, guesses, solved, Duration.ofMillis(100L * guesses));
    }

    @Test
    void aGameScoresItsGuessesCountingTheCorrectOneOrHintsPlusTenWhenUnsolved() {
        assertThat(game("a", 6, 4, true).score()).isEqualTo(4);
        assertThat(game("a", 6, 6, false).score()).isEqualTo(16);
        assertThat(game("a", 6, 0, false).score()).as("crashed before guessing").isEqualTo(16);
    }

    @Test
    void lowestTotalWinsThenMoreGamesSolvedThenLowerTotalOverSolvedGames() {
        List<TabooStanding> rows = new TabooLowestTotal().rank(List.of(
                game("a", 5, 4, true), game("a", 5, 5, false),      // 4 + 15 = 19, one solved in 4
                game("b", 5, 1, true), game("b", 8, 8, false),      // 1 + 18 = 19, one solved in 1
                game("c", 5, 3, true), game("c", 5, 5, true),       // 3 + 5 = 8
                game("d", 4, 4, false), game("d", 1, 1, false)));   // 14 + 11 = 25

        assertThat(rows).extracting(TabooStanding::entryId).containsExactly("c", "b", "a", "d");
        assertThat(rows).extracting(TabooStanding::total).containsExactly(8, 19, 19, 25);
        assertThat(rows).extracting(TabooStanding::rank).containsExactly(1, 2, 3, 4);
        assertThat(rows.get(1).solvedTotal()).isEqualTo(1);
        assertThat(rows.get(2).solvedTotal()).isEqualTo(4);
    }

    @Test
    void fewerSolvedGamesLosesATieOnTotalBeforeTheSolvedTotalIsLookedAt() {
        List<TabooStanding> rows = new TabooLowestTotal().rank(List.of(
                game("x", 4, 4, false), game("x", 10, 2, true), game("x", 10, 2, true),  // 14 + 2 + 2 = 18, two solved
                game("y", 10, 6, true), game("y", 10, 6, true), game("y", 10, 6, true))); // 18, three solved

        assertThat(rows).extracting(TabooStanding::entryId).containsExactly("y", "x");
    }

    @Test
    void theFasterEntryWinsWhenEverythingElseIsEqualAndFullyEqualEntriesShareARank() {
        List<TabooStanding> rows = new TabooLowestTotal().rank(List.of(
                new TabooGame("slow", 5, 2, true, Duration.ofSeconds(4)),
                new TabooGame("fast", 5, 2, true, Duration.ofSeconds(2)),
                new TabooGame("twin", 5, 2, true, Duration.ofSeconds(2))));

        assertThat(rows).extracting(TabooStanding::entryId).containsExactly("fast", "twin", "slow");
        assertThat(rows).extracting(TabooStanding::rank).containsExactly(1, 1, 3);
        assertThat(rows.get(2).meanResponseTime()).isEqualTo(Duration.ofSeconds(2));
    }

    @Test
    void moreGuessesThanHintsIsRejected() {
        assertThatThrownBy(() -> game("a", 3, 4, false)).isInstanceOf(IllegalArgumentException.class);
    }
}
