package dev.arbiter.games.taboo;

import dev.arbiter.judge.MatchResult;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.protocol.taboo.GuesserTally;
import dev.arbiter.judge.protocol.taboo.TabooProtocol;
import dev.arbiter.judge.transcript.TranscriptSummary;
import dev.arbiter.proto.v1.ProtocolId;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** A Taboo round ranks every entry on the same games: one that missed a game through no one's fault gains nothing. */
class TabooCommonGamesTest {

    private static final CityDescriber DESCRIBER = CityDescriber.builtin();
    private static final TabooProtocol PROTOCOL = new TabooProtocol(DESCRIBER);

    private static MatchResult lost(int game) {
        var silent = new MatchResult("taboo", ProtocolId.PROTOCOL_ID_TABOO, 1, MatchStatus.COMPLETED, "", 0, 0,
                List.of(new SeatResult(1, "p1", "x", "x", 0, 0, Verdict.TIMEOUT, "", List.of(), "", Map.of())),
                new TranscriptSummary(null, 0, 0, false, 0));
        return PROTOCOL.unsolvedWithoutPlaying(silent, DESCRIBER.draw(3, 2).get(game - 1), game, Map.of(),
                "the guesser timed out in game 1 without ever answering");
    }

    /** A game solved in {@code guesses}, as the judge reports it: the score and the statistics of its seat. */
    private static MatchResult solvedIn(int guesses) {
        var stats = Map.of(GuesserTally.GAMES, 1.0, GuesserTally.SOLVED, 1.0, GuesserTally.SOLVED_SCORE, (double) guesses,
                GuesserTally.GUESSES, (double) guesses, GuesserTally.MEAN_RESPONSE_MS, 10.0);
        return new MatchResult("taboo", ProtocolId.PROTOCOL_ID_TABOO, 1, MatchStatus.COMPLETED, "", 0, 0,
                List.of(new SeatResult(1, "p1", "x", "x", guesses, 1, Verdict.OK, "", List.of(), "", stats)),
                new TranscriptSummary(null, 0, 0, false, 0));
    }

    private static MatchResult brokenRunner() {
        return new MatchResult("taboo", ProtocolId.PROTOCOL_ID_TABOO, 1, MatchStatus.INFRASTRUCTURE_ERROR, "runner died", 0, 0, List.of(),
                new TranscriptSummary(null, 0, 0, false, 0));
    }

    private static TabooCompetition.EntryRecord entry(String name, MatchResult... games) {
        var played = new java.util.ArrayList<TabooCompetition.PlayedGame>();
        for (int g = 0; g < games.length; g++) {
            played.add(new TabooCompetition.PlayedGame(g + 1, List.of(DESCRIBER.draw(3, 2).get(g)), games[g]));
        }
        return new TabooCompetition.EntryRecord(new TabooCompetition.Contestant(name, null), played, null);
    }

    @Test
    void aGameThatDidNotCompleteForOneEntryIsLeftOutForEveryEntry() {
        var complete = entry("complete", lost(1), lost(2));
        var missing = entry("missing", lost(1), brokenRunner());
        var accounted = TabooCompetition.ranked(3, DESCRIBER.draw(3, 2), List.of(complete, missing)).entries();
        assertThat(accounted).extracting(e -> e.account().games()).containsExactly(1, 1);
        assertThat(accounted.get(0).account().total()).isEqualTo(accounted.get(1).account().total());
    }

    @Test
    void anEntryShortOfAGameIsNotRankedAboveOneThatPlayedThemAll() {
        // Summed over what each played, "short" would total 3 against 4 and win.
        var all = entry("all", solvedIn(2), solvedIn(2));
        var shortOfOne = entry("short", solvedIn(3), brokenRunner());
        var outcome = TabooCompetition.ranked(3, DESCRIBER.draw(3, 2), List.of(shortOfOne, all));
        assertThat(outcome.standings()).extracting(s -> s.entryId()).containsExactly("all", "short");
        assertThat(outcome.standings()).extracting(s -> s.total()).containsExactly(2.0, 3.0);
    }

    @Test
    void anEntryWhoseEveryGameFailedComesLastAndTheOthersStillCompareOnAllTheirGames() {
        var outcome = TabooCompetition.ranked(3, DESCRIBER.draw(3, 2), List.of(
                entry("broken", brokenRunner(), brokenRunner()), entry("good", solvedIn(1), solvedIn(2)),
                entry("fair", solvedIn(3), solvedIn(3))));
        assertThat(outcome.standings()).extracting(s -> s.entryId()).containsExactly("good", "fair", "broken");
        assertThat(outcome.entries()).extracting(e -> e.account().games()).containsExactly(0, 2, 2);
    }
}
