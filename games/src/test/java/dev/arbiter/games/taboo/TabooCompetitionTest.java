package dev.arbiter.games.taboo;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.judge.Judge;
import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.protocol.taboo.TabooCity;
import dev.arbiter.judge.protocol.taboo.TabooProtocol;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.none.UnsandboxedBackend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** A competition round over the real data set, with guessers running as real processes. */
class TabooCompetitionTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final CityDescriber DESCRIBER = CityDescriber.builtin();
    private static final Map<String, String> QUICK = Map.of("taboo.guessDeadlineMs", "3000", "taboo.startupAllowanceMs", "5000",
            "taboo.exitGraceMs", "500");

    @TempDir
    Path transcripts;

    private static TabooCompetition.Contestant guesser(String label, String city) {
        try {
            Path script = Path.of(TabooCompetitionTest.class.getResource("/taboo/first_guess_wrong.py").toURI());
            var command = List.of(dev.arbiter.judge.testkit.JudgeKit.PYTHON, "-u", script.toString(), "--name", city);
            return new TabooCompetition.Contestant(label, new Participant.Program(ProcessSpec.of(label, command), label));
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private TabooCompetition.Outcome compete(long seed, int games, List<TabooCompetition.Contestant> contestants) {
        return compete(seed, games, contestants, QUICK);
    }

    private TabooCompetition.Outcome compete(long seed, int games, List<TabooCompetition.Contestant> contestants,
                                             Map<String, String> options) {
        var competition = new TabooCompetition(new TabooProtocol(DESCRIBER), DESCRIBER, JudgeLimits.defaults(), options);
        try (var judge = new Judge(new UnsandboxedBackend())) {
            return competition.play(judge, contestants, seed, games,
                    (entry, game, city) -> transcripts.resolve("e" + entry + "-g" + game + ".jsonl"), g -> { });
        }
    }

    /** The first line each of an entry's games sent to the agent. */
    private List<String> firstHintsSeenBy(int entry, int games) {
        var hints = new ArrayList<String>();
        for (int g = 1; g <= games; g++) {
            try {
                for (String line : Files.readAllLines(transcripts.resolve("e" + entry + "-g" + g + ".jsonl"))) {
                    var node = JSON.readTree(line);
                    if (node.has("line") && "judge".equals(node.path("src").asText())) {
                        hints.add(node.get("line").asText());
                        break;
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return hints;
    }

    @Test
    void TAB_C11_everyEntrySeesTheSameSecretGameListInTheSameOrder() {
        var set = DESCRIBER.draw(2017, 3);
        var outcome = compete(2017, 3, List.of(guesser("a", "Paris"), guesser("b", set.get(1).name())));
        assertThat(outcome.gameSet()).isEqualTo(set);
        var expected = set.stream().map(c -> c.hints().getFirst()).toList();
        assertThat(firstHintsSeenBy(0, 3)).isEqualTo(expected);
        assertThat(firstHintsSeenBy(1, 3)).isEqualTo(expected);
        for (var entry : outcome.entries()) {
            assertThat(entry.games()).extracting(TabooCompetition.PlayedGame::city).isEqualTo(set);
        }
    }

    @Test
    void theRoundRanksTheLowestTotalFirstAndSumsTheGameScores() {
        var set = DESCRIBER.draw(5, 2);
        var outcome = compete(5, 2, List.of(guesser("never", "Atlantis"), guesser("once", set.getFirst().name())));
        int unsolved = set.stream().mapToInt(c -> c.hints().size() + 10).sum();
        assertThat(outcome.entries().get(0).account().total()).isEqualTo(unsolved);
        assertThat(outcome.entries().get(1).account().total()).isEqualTo(1 + set.get(1).hints().size() + 10);
        assertThat(outcome.standings()).extracting(s -> s.entryId()).containsExactly("once", "never");
    }

    /** A program written as a shell script. */
    private static TabooCompetition.Contestant shellGuesser(String label, String script) {
        try {
            Path file = Files.createTempFile("taboo-" + label + "-", ".sh");
            Files.writeString(file, "#!/bin/sh\n" + script);
            file.toFile().deleteOnExit();
            return new TabooCompetition.Contestant(label, new Participant.Program(
                    ProcessSpec.of(label, List.of("/bin/sh", file.toString())), label));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aGuesserThatTimesOutWithoutEverAnsweringLosesItsRemainingGamesWithoutPlayingThem() {
        var set = DESCRIBER.draw(9, 4);
        var outcome = compete(9, 4, List.of(shellGuesser("silent", "exec sleep 3600\n")));
        var games = outcome.entries().getFirst().games();
        assertThat(games).hasSize(4);
        assertThat(games.getFirst().match().seats().getFirst().verdict()).isEqualTo(dev.arbiter.judge.Verdict.TIMEOUT);
        assertThat(games.getFirst().match().transcript().lines()).isPositive();
        for (var later : games.subList(1, 4)) {
            var seat = later.match().seats().getFirst();
            assertThat(seat.detail()).isEqualTo("not played: the guesser timed out in game 1 without ever answering, "
                    + "so this game is scored unsolved (hints + 10)");
            assertThat(later.match().transcript().lines()).as("no process was started").isZero();
            assertThat(seat.score()).isEqualTo(later.city().hints().size() + 10);
        }
        int unsolved = set.stream().mapToInt(c -> c.hints().size() + 10).sum();
        assertThat(outcome.entries().getFirst().account().total()).isEqualTo(unsolved);
    }

    @Test
    void aGuesserThatAnsweredOnceStillGetsItsFullTimeInEveryLaterGame() {
        // Answers the first hint of every game, then falls silent: each game is played and timed out on its own.
        var outcome = compete(9, 2, List.of(shellGuesser("once", "read -r hint\necho Atlantis\nexec sleep 3600\n")));
        for (var game : outcome.entries().getFirst().games()) {
            var seat = game.match().seats().getFirst();
            assertThat(seat.verdict()).isEqualTo(dev.arbiter.judge.Verdict.TIMEOUT);
            assertThat(seat.detail()).matches("game 1 \\(.+\\), hint 2: no guess within 3000 ms");
            assertThat(game.match().transcript().lines()).isPositive();
        }
    }

    @Test
    void aGuesserThatAnsweredInAnEarlierGameKeepsPlayingAfterItTimesOutWithoutAnswering(@TempDir Path state) {
        // Each game is a fresh process; a counter file tells it which game it is in: it answers every hint of
        // games 1 and 3 (wrongly, so the hints run out) and says nothing in game 2.
        Path counter = state.resolve("games-started");
        var outcome = compete(9, 3, List.of(shellGuesser("relapsing", "n=$(cat " + counter + " 2>/dev/null || echo 0)\n"
                + "n=$((n + 1))\necho $n > " + counter + "\n"
                + "if [ $n -eq 2 ]; then exec sleep 3600; fi\n"
                + "while read -r hint; do echo Atlantis; done\n")));
        var games = outcome.entries().getFirst().games();
        var silent = games.get(1).match().seats().getFirst();
        assertThat(silent.verdict()).isEqualTo(dev.arbiter.judge.Verdict.TIMEOUT);
        assertThat(silent.stats().get("guesses")).isZero();
        var third = games.get(2);
        assertThat(third.match().transcript().lines()).as("game 3 was played").isPositive();
        assertThat(third.match().seats().getFirst().detail()).doesNotContain("not played");
        assertThat(third.match().seats().getFirst().stats().get("guesses")).isEqualTo(third.hints());
    }

    @Test
    void aSetWhoseBudgetRunsOutScoresItsRemainingGamesUnsolvedWithoutPlayingThem() {
        // The per-guess clocks are far longer than the set's budget, so the budget is what ends game 1, however
        // fast or slow the guesser starts; it answers the first hint (or not, if slow), then falls silent.
        var budgeted = Map.of("taboo.guessDeadlineMs", "60000", "taboo.startupAllowanceMs", "60000",
                "taboo.exitGraceMs", "500", "taboo.setBudgetMs", "2000");
        var outcome = compete(9, 3, List.of(shellGuesser("slow", "read -r hint\necho Atlantis\nexec sleep 3600\n")), budgeted);
        var games = outcome.entries().getFirst().games();
        assertThat(games).hasSize(3);
        var first = games.getFirst();
        assertThat(first.match().transcript().lines()).as("game 1 was played").isPositive();
        assertThat(first.match().seats().getFirst().verdict()).isEqualTo(dev.arbiter.judge.Verdict.TIMEOUT);
        assertThat(first.match().seats().getFirst().detail()).matches("the match's time budget of \\d+ ms ran out");
        for (var later : games.subList(1, 3)) {
            var seat = later.match().seats().getFirst();
            assertThat(later.match().transcript().lines()).as("no process was started").isZero();
            assertThat(seat.detail()).isEqualTo("not played: the set's time budget of 2000 ms ran out in game 1, "
                    + "so this game is scored unsolved (hints + 10)");
            assertThat(seat.score()).isEqualTo(later.city().hints().size() + 10);
        }
    }

    @Test
    void aLastLineWithoutANewlineIsNotAGuess() {
        // Its only output is "Atlantis" with no newline, then it exits: no guess was made, so the game is unsolved
        // because the agent left, not because it guessed wrong.
        var outcome = compete(9, 1, List.of(shellGuesser("unfinished", "read -r hint\nprintf Atlantis\nexit 0\n")));
        var match = outcome.entries().getFirst().games().getFirst().match();
        var seat = match.seats().getFirst();
        assertThat(seat.stats().get("guesses")).isZero();
        assertThat(seat.verdict()).isEqualTo(dev.arbiter.judge.Verdict.CRASH);
    }

    @Test
    void theSameSeedDrawsTheSameGamesAndAnotherSeedOthers() {
        List<TabooCity> a = DESCRIBER.draw(42, 20);
        assertThat(DESCRIBER.draw(42, 20)).isEqualTo(a);
        assertThat(DESCRIBER.draw(43, 20)).isNotEqualTo(a);
        assertThat(a).doesNotHaveDuplicates();
        assertThat(DESCRIBER.draw(1, DESCRIBER.size() + 5)).hasSize(DESCRIBER.size() + 5);
    }
}
