package dev.arbiter.judge.protocol.taboo;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Verdict;
import dev.arbiter.rating.aggregate.TabooGame;
import dev.arbiter.rating.aggregate.TabooLowestTotal;
import dev.arbiter.rating.aggregate.TabooStanding;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.arbiter.judge.protocol.taboo.TabooMatches.SAO_PAULO;
import static dev.arbiter.judge.protocol.taboo.TabooMatches.SUVA;
import static dev.arbiter.judge.protocol.taboo.TabooMatches.VENICE;
import static dev.arbiter.judge.protocol.taboo.TabooMatches.guessing;
import static dev.arbiter.judge.protocol.taboo.TabooMatches.play;
import static dev.arbiter.judge.protocol.taboo.TabooMatches.seat;
import static dev.arbiter.judge.protocol.taboo.TabooMatches.withAliases;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * taboo.md §10, harness / describer replay: one test per checklist item, each against the scriptable
 * test guesser running as a real child process (TAB-C11 with the real describer lives in the games
 * module, TAB-C13's data-set half there too).
 */
class TabooConformanceTest {

    @Test
    void TAB_C01_sendsTheFirstHintBareAsTheAgentsFirstLine() {
        var played = play(VENICE, guessing("Venice"));
        assertThat(played.sentTo("p1")).first().isEqualTo("sea");
        assertThat(played.stderr("p1")).first().isEqualTo("got: sea");
    }

    @Test
    void TAB_C02_prefixesEachNextHintWithNoAfterAWrongGuess() {
        var played = play(VENICE, guessing("Sydney", "Rio de Janeiro", "Venice"));
        assertThat(played.sentTo("p1")).containsExactly("sea", "no. yearly festival", "no. bridges", "yes");
    }

    @Test
    void TAB_C02_theHintsOnlyDialectStripsThePrefixAndReplacesYesByClosingStdin() {
        var played = play(List.of(VENICE), Map.of("taboo.dialect", "hints-only"), guessing("Sydney", "Venice"));
        assertThat(played.sentTo("p1")).containsExactly("sea", "yearly festival");
        assertThat(played.stderr("p1")).last().isEqualTo("stop: eof");
        assertThat(seat(played).score()).isEqualTo(2);
    }

    @Test
    void TAB_C03_sendsYesAfterTheRightGuessAndEndsTheGameWithNoFurtherHint() {
        var played = play(VENICE, guessing("Amsterdam", "Venice", "Paris", "Rome"));
        assertThat(played.sentTo("p1")).containsExactly("sea", "no. yearly festival", "yes");
        // The agent kept reading after "yes" and saw only the end of its input.
        assertThat(played.stderr("p1")).endsWith("got: yes", "stop: yes", "stop: eof after yes");
        assertThat(played.notes()).anyMatch(n -> n.contains("process ended: exit code 0"));
    }

    @Test
    void TAB_C04_closesStdinAfterTheLastHintIsAnsweredWrongly() {
        // A guess deadline far longer than the match needs: a judge that waited for one more guess instead of closing
        // stdin would take that long and end in a timeout, however quickly or slowly the guesser started.
        int patientMs = 120_000;
        var played = play(List.of(VENICE), Map.of("taboo.guessDeadlineMs", Integer.toString(patientMs)),
                guessing("Sydney", "Rio de Janeiro", "Amsterdam", "Paris"));
        assertThat(played.sentTo("p1")).containsExactly("sea", "no. yearly festival", "no. bridges", "no. renaissance art");
        assertThat(played.stderr("p1")).last().isEqualTo("stop: eof");
        assertThat(played.notes()).noneMatch(n -> n.contains("killed"));
        assertThat(played.result().durationMs()).as("stdin closed at once, no guess deadline waited out").isLessThan(patientMs);
        assertThat(seat(played).score()).isEqualTo(4 + 10);
        assertThat(seat(played).verdict()).isEqualTo(Verdict.OK);
    }

    @Test
    void TAB_C05_scoresASolvedGameByItsGuessesIncludingTheRightOne() {
        // The handbook transcript (taboo.md §5), coordinates and all.
        var played = play(VENICE, guessing("Sydney", "-22,-43", "Amsterdam", "45,12"));
        assertThat(played.receivedFrom("p1")).containsExactly("Sydney", "-22,-43", "Amsterdam", "45,12");
        assertThat(played.sentTo("p1")).last().isEqualTo("yes");
        assertThat(seat(played).score()).isEqualTo(4);
        assertThat(seat(played).stats()).containsEntry("solved", 1.0).containsEntry("guesses", 4.0);
    }

    @Test
    void TAB_C06_theTotalIsTheSumOverGamesAndTheRankingAscends() {
        var games = List.of(VENICE, SAO_PAULO, SUVA);
        // Venice in 1, Sao Paulo never (3 hints + 10), Suva in 2.
        var sharp = play(games, Map.of(), guessing("Venice", "Lima", "Quito", "Bogota", "Apia", "Suva"));
        assertThat(sharp.sentTo("p1")).containsExactly("START", "sea", "yes", "START", "megacity", "no. high plateau",
                "no. traffic jams", "END", "START", "capital", "no. island", "yes");
        assertThat(seat(sharp).score()).isEqualTo(1 + 13 + 2);
        assertThat(seat(sharp).scoredMoves()).as("one score per game").isEqualTo(3);
        var blunt = play(games, Map.of(), guessing("Venice", "Sao Paulo", "Lima"));
        assertThat(seat(blunt).score()).isEqualTo(1 + 1 + 13);
        var ranking = new TabooLowestTotal().rank(List.of(
                TabooGame.scored("set", "sharp", seat(sharp).score()), TabooGame.scored("set", "blunt", seat(blunt).score())));
        assertThat(ranking).extracting(TabooStanding::entryId).containsExactly("blunt", "sharp");
        assertThat(ranking).extracting(TabooStanding::total).containsExactly(15.0, 16.0);
    }

    @Test
    void TAB_C07_judgesCityNamesAgainstTheEnglishNameAndTheAliasList() {
        var plain = play(VENICE, guessing("Venezia", "  venice "));
        assertThat(plain.sentTo("p1")).containsExactly("sea", "no. yearly festival", "yes");
        assertThat(seat(plain).score()).isEqualTo(2);
        var aliased = play(withAliases(VENICE, "Venezia"), guessing("VENEZIA"));
        assertThat(seat(aliased).score()).isEqualTo(1);
        var diacritics = play(SAO_PAULO, guessing("São   Paulo"));
        assertThat(seat(diacritics).score()).isEqualTo(1);
    }

    @Test
    void TAB_C08_acceptsIntegerCoordinatesAndRejectsDecimalOnes() {
        var played = play(VENICE, guessing("45.4408,12.3155", "45,12"));
        assertThat(played.sentTo("p1")).containsExactly("sea", "no. yearly festival", "yes");
        assertThat(played.notes()).anyMatch(n -> n.contains("decimal coordinates are not allowed"));
        // One degree of tolerance each way, and across the antimeridian (Suva rounds to -18,178).
        assertThat(seat(play(VENICE, guessing("44,13"))).score()).isEqualTo(1);
        assertThat(seat(play(SUVA, guessing("-18,-180", "-17,179"))).score()).isEqualTo(2);
    }

    @Test
    void TAB_C09_underTheFinalRuleANameWithCoordinatesIsJudgedByTheCoordinatesAlone() {
        var played = play(VENICE, guessing("Venice 10,10", "Paris 45,12"));
        assertThat(played.sentTo("p1")).containsExactly("sea", "no. yearly festival", "yes");
        assertThat(seat(played).score()).isEqualTo(2);
    }

    @Test
    void TAB_C10_underTheEarlyRuleANameWithCoordinatesIsRightWhenEitherPartIs() {
        var early = Map.of("taboo.guessRule", "early");
        assertThat(seat(play(List.of(VENICE), early, guessing("Venice 10,10"))).score()).isEqualTo(1);
        assertThat(seat(play(List.of(VENICE), early, guessing("Paris 45,12"))).score()).isEqualTo(1);
        assertThat(seat(play(List.of(VENICE), early, guessing("Paris 10,10", "Venice"))).score()).isEqualTo(2);
    }

    @Test
    void TAB_C12_aGuessTimeoutLosesTheGameWithHintsPlusTen() {
        var played = play(List.of(VENICE), Map.of("taboo.guessDeadlineMs", "400"), "--sleep-at", "2");
        assertThat(seat(played).verdict()).isEqualTo(Verdict.TIMEOUT);
        assertThat(seat(played).detail()).isEqualTo("game 1 (venice), hint 2: no guess within 400 ms");
        assertThat(seat(played).score()).isEqualTo(4 + 10);
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
    }

    @Test
    void TAB_C12_aCrashLosesTheGameWithHintsPlusTen() {
        var played = play(VENICE, "--crash-at", "3");
        assertThat(seat(played).verdict()).isEqualTo(Verdict.CRASH);
        assertThat(seat(played).detail()).isEqualTo("game 1 (venice), hint 3: ended with exit code 3 before the game ended");
        assertThat(seat(played).stderrHead()).contains("crashing on purpose at hint 3");
        assertThat(seat(played).score()).isEqualTo(4 + 10);
    }

    @Test
    void TAB_C12_anEarlyExitLosesThisGameAndEveryLaterOne() {
        var played = play(List.of(VENICE, SUVA), Map.of(), "--guesses", "Paris", "--exit-at", "2");
        assertThat(seat(played).verdict()).isEqualTo(Verdict.CRASH);
        assertThat(seat(played).detail()).isEqualTo("game 1 (venice), hint 2: ended with exit code 0 before the game ended");
        assertThat(seat(played).score()).isEqualTo((4 + 10) + (3 + 10));
    }

    @Test
    void TAB_C13_refusesToDeliverAHintThatSaysTheCitysNameOrATabooWord() {
        var leaky = new TabooCity("venice", "Venice", List.of(), "Italy", 45.44, 12.34, List.of("venice", "gondola"),
                List.of("sea", "gondolas", "Gondola rides"));
        var played = play(leaky, guessing("Venice"));
        assertThat(played.result().status()).isEqualTo(MatchStatus.GAME_ERROR);
        assertThat(played.result().statusDetail()).isEqualTo("game venice: hint \"Gondola rides\" contains the taboo word \"gondola\"");
        assertThat(played.sentTo("p1")).isEmpty();
    }

    // --- §8 edge cases --------------------------------------------------------------------------------

    @Test
    void anEmptyGuessIsWrongAndALineAfterYesCountsForNothing() {
        var played = play(VENICE, "--guesses", "|Venice", "--after-yes");
        assertThat(played.sentTo("p1")).containsExactly("sea", "no. yearly festival", "yes");
        assertThat(played.receivedFrom("p1")).containsExactly("", "Venice", "Paris");
        assertThat(seat(played).score()).isEqualTo(2);
        assertThat(seat(played).verdict()).isEqualTo(Verdict.OK);
    }

    @Test
    void anOverlongLineOrBytesThatAreNotUtf8AreWrongGuessesNotFailures() {
        var played = play(SAO_PAULO, "--huge-line-at", "1", "--latin1-at", "2", "--guesses", "|||Sao Paulo");
        assertThat(played.sentTo("p1")).containsExactly("megacity", "no. high plateau", "no. traffic jams");
        assertThat(seat(played).verdict()).isEqualTo(Verdict.OK);
        assertThat(seat(played).incidents()).anyMatch(i -> i.contains("sent a line longer than 4096 bytes"));
        assertThat(played.receivedFrom("p1")).contains("S\uFFFDo Paulo");
        assertThat(seat(played).score()).isEqualTo(3 + 10);
    }

    @Test
    void aFloodOfOutputEndsTheGameWithOutputLimit() {
        var played = play(VENICE, "--flood-at", "2");
        assertThat(seat(played).verdict()).isEqualTo(Verdict.OUTPUT_LIMIT);
        // The first 4 kB are an overlong, wrong guess for hint 2; the rest trips the output cap at hint 3.
        assertThat(seat(played).detail()).isEqualTo("game 1 (venice), hint 3: wrote more than 262144 bytes to its standard output");
        assertThat(seat(played).score()).isEqualTo(4 + 10);
    }
}
