package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.judge.testkit.ScriptedGame;
import dev.arbiter.judge.testkit.ScriptedGame.Script;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.function.Function;
import java.util.regex.Pattern;

import static dev.arbiter.judge.testkit.JudgeKit.fastLimits;
import static dev.arbiter.judge.testkit.JudgeKit.inProcess;
import static dev.arbiter.judge.testkit.JudgeKit.testPlayer;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * lmc1.md §10, judge items LMC1-C01 … C14, one test each, against real player processes.
 * (The player-SDK items S01–S06 are proven on the sample players in the examples module.)
 */
class Lmc1ConformanceTest {

    private static final String ALPHABET = "rock paper scissors";

    /** Scores each output: +1 for "rock", −1 for anything else (an empty relayed move is illegal). */
    private static Function<List<String>, List<String>> rockScorer(int... players) {
        return outputs -> {
            var lines = new ArrayList<String>();
            for (int i = 0; i < players.length; i++) {
                lines.add("@player " + players[i] + " @score " + ("rock".equals(outputs.get(i)) ? "1" : "-1"));
            }
            return lines;
        };
    }

    private static Played play(ScriptedGame game, Participant... players) {
        return play(game, fastLimits(), players);
    }

    private static Played play(ScriptedGame game, JudgeLimits limits, Participant... players) {
        return JudgeKit.play(LmcProtocol.lmc1(), inProcess(game), List.of(players), limits);
    }

    private static ScriptedGame twoPlayerGame(int rounds) {
        return new ScriptedGame(Script.create().open(ALPHABET, 1, 2)
                .rounds(rounds, outputs -> List.of(
                        "@player 1 @score 0.5", "@player 2 @score -0.5",
                        "@player 1 " + outputs.get(1), "@player 2 @input " + outputs.get(0)), 1, 2)
                .end());
    }

    @Test
    void LMC1_C01_everyLineSentToAPlayerIsChannelSpaceDataOrAComment() {
        var played = play(twoPlayerGame(5), testPlayer("--name", "a"), testPlayer("--name", "b", "--answer", "cycle:paper,rock"));
        var wellFormed = Pattern.compile("@[A-Za-z]+ [^ ].*|#.*");
        for (String id : List.of("p1", "p2")) {
            assertThat(played.sentTo(id)).isNotEmpty().allMatch(l -> wellFormed.matcher(l).matches());
        }
        // The game's bare input line (default channel) reaches the player with its channel spelt out.
        assertThat(played.sentTo("p1")).contains("@input paper").doesNotContain("paper");
    }

    @Test
    void LMC1_C02_acceptsPlayerOutputWithOrWithoutTheOutputPrefix() {
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1).rounds(4, rockScorer(1), 1).end());
        var played = play(game, testPlayer("--answer", "fixed:rock", "--bare-every", "2"));
        assertThat(played.receivedFrom("p1")).contains("rock", "@output rock");
        assertThat(game.relayed()).containsExactly(
                "@player 1 @output rock", "@player 1 @output rock", "@player 1 @output rock", "@player 1 @output rock");
        assertThat(played.result().seats().getFirst().score()).isEqualTo(4.0);
    }

    @Test
    void LMC1_C03_sendsScoresOnlyWithinMinusOneAndOne() {
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1)
                .line("@player 1 @score 5").line("@player 1 @score -3.5").line("@player 1 @score 0.25").end());
        var played = play(game, testPlayer());
        var scores = played.sentTo("p1").stream().filter(l -> l.startsWith("@score ")).toList();
        assertThat(scores).containsExactly("@score 1", "@score -1", "@score 0.25");
        assertThat(played.result().seats().getFirst().score()).isEqualTo(0.25);
        assertThat(played.notes()).anyMatch(n -> n.contains("score 5 clamped to 1.0"));
    }

    @Test
    void LMC1_C04_sendsNewAndTheAlphabetBeforeAnyInputScoreOrMoveOfAGame() {
        var played = play(twoPlayerGame(3), testPlayer("--name", "a"), testPlayer("--name", "b"));
        var toP1 = played.sentTo("p1");
        assertThat(toP1.subList(0, 2)).containsExactly("@command new", "@command alphabet " + ALPHABET);

        var inputFirst = new ScriptedGame(Script.create().line("@player 1 @input rock").end());
        var refused = play(inputFirst, testPlayer());
        assertThat(refused.result().status()).isEqualTo(MatchStatus.GAME_ERROR);
        assertThat(refused.result().statusDetail()).contains("input before @command new");
        assertThat(refused.sentTo("p1")).noneMatch(l -> l.startsWith("@input"));

        for (String bad : List.of("rock", "a ".repeat(81).strip(), "a " + "x".repeat(32), "a  b")) {
            var badAlphabet = new ScriptedGame(Script.create().line("@player 1 @command new")
                    .line("@player 1 @command alphabet " + bad).end());
            var result = play(badAlphabet, testPlayer()).result();
            assertThat(result.status()).as(bad).isEqualTo(MatchStatus.GAME_ERROR);
            assertThat(result.statusDetail()).contains("bad alphabet");
        }
    }

    @Test
    void LMC1_C05_neverSendsASymbolOutsideTheAlphabetOnInput() {
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1).line("@player 1 @input rock")
                .line("@player 1 @input lizard").end());
        var played = play(game, testPlayer());
        assertThat(played.sentTo("p1")).contains("@input rock").doesNotContain("@input lizard");
        assertThat(played.result().status()).isEqualTo(MatchStatus.GAME_ERROR);
        assertThat(played.result().statusDetail()).contains("outside the alphabet").contains("lizard");
    }

    @Test
    void LMC1_C06_waitsForExactlyOneOutputPerMoveRequest() {
        // An output while no request is pending is never relayed; two requests in a row get two answers,
        // in order; a player writing every answer twice still yields exactly one relayed output per request.
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1).pause(300)
                .line("@player 1 @command move").line("@player 1 @command move").await(2).end());
        var played = play(game, testPlayer("--answer", "cycle:rock,paper", "--on-alphabet", "@output scissors"));
        assertThat(game.relayed()).containsExactly("@player 1 @output rock", "@player 1 @output paper");
        assertThat(played.notes()).contains("output without a move request ignored: \"scissors\"");

        var doubled = new ScriptedGame(Script.create().open(ALPHABET, 1)
                .line("@player 1 @command move").line("@player 1 @command move").line("@player 1 @command move")
                .await(3).end());
        var chatty = play(doubled, testPlayer("--answer", "fixed:rock", "--double-answer"));
        assertThat(chatty.receivedFrom("p1").stream().filter(l -> l.startsWith("@output"))).hasSizeGreaterThanOrEqualTo(4);
        assertThat(doubled.relayed()).hasSize(3);
    }

    @Test
    void LMC1_C07_endsAGameOnlyWithNewOrExit() {
        var played = play(twoPlayerGame(2), testPlayer("--name", "a"), testPlayer("--name", "b"));
        for (String id : List.of("p1", "p2")) {
            assertThat(played.sentTo(id).getLast()).isEqualTo("@command exit");
            assertThat(played.sentTo(id).stream().filter(l -> l.startsWith("@command ")).map(l -> l.split(" ")[1]))
                    .containsOnly("new", "alphabet", "move", "exit");
        }
        var gameSaysExit = new ScriptedGame(Script.create().open(ALPHABET, 1).line("@player 1 @command exit").end());
        var refused = play(gameSaysExit, testPlayer());
        assertThat(refused.result().status()).isEqualTo(MatchStatus.GAME_ERROR);
        assertThat(refused.sentTo("p1").stream().filter(l -> l.equals("@command exit"))).hasSize(1);
    }

    @Test
    void LMC1_C08_gameResultIsTheSumOfScoreIncrementsSentToThePlayer() {
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1)
                .line("@player 1 @score 0.5").line("@player 1 @score -0.25").line("@player 1 @score 1")
                .line("@player 1 @score -0.125").end());
        var seat = play(game, testPlayer()).result().seats().getFirst();
        assertThat(seat.score()).isEqualTo(1.125);
        assertThat(seat.scoredMoves()).isEqualTo(4);
    }

    @Test
    void LMC1_C09_disqualifiesAProgramThatSendsNoNameWithinTheDeadline() {
        assertThat(JudgeLimits.defaults().nameDeadline()).isEqualTo(Duration.ofSeconds(10));
        // Long enough for the well-behaved program to start and name itself on a loaded machine.
        var limits = fastLimits().withNameDeadline(Duration.ofSeconds(3));
        var played = play(twoPlayerGame(3), limits, testPlayer("--name", "ok"), testPlayer("--no-name"));
        var silent = played.result().seats().get(1);
        assertThat(silent.verdict()).isEqualTo(Verdict.NO_NAME);
        assertThat(silent.detail()).contains("no @info name within 3000 ms");
        assertThat(silent.name()).isEqualTo("p2 (stand-in)");
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(played.result().seats().getFirst().verdict()).isEqualTo(Verdict.OK);
        assertThat(played.result().seats().get(1).score()).isEqualTo(-3.0); // every score of a forfeited seat is −1
    }

    @Test
    void LMC1_C10_enforcesThePerMoveDeadlineAndTheAverageRate() {
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1).rounds(6, rockScorer(1), 1).end());
        var slowOnce = play(game, testPlayer("--answer", "fixed:rock", "--sleep-at", "2:800"));
        var seat = slowOnce.result().seats().getFirst();
        assertThat(seat.verdict()).isEqualTo(Verdict.OK);
        assertThat(seat.incidents()).contains("move 2: no answer within 500 ms");
        assertThat(game.relayed()).contains("@player 1 @output "); // the missed move reaches the game as empty
        assertThat(slowOnce.notes()).anyMatch(n -> n.startsWith("late answer discarded"));

        var hang = new ScriptedGame(Script.create().open(ALPHABET, 1).rounds(6, rockScorer(1), 1).end());
        var hanging = play(hang, testPlayer("--answer", "fixed:rock", "--hang-at", "2")).result().seats().getFirst();
        assertThat(hanging.verdict()).isEqualTo(Verdict.TIMEOUT);
        assertThat(hanging.detail()).isEqualTo("no answer within 500 ms to 3 consecutive move requests (moves 2–4)");
        assertThat(hanging.score()).isEqualTo(-4.0);

        var averaged = new ScriptedGame(Script.create().open(ALPHABET, 1).rounds(12, rockScorer(1), 1).end());
        var limits = fastLimits().withAverage(5, Duration.ofMillis(20));
        var slow = play(averaged, limits, testPlayer("--answer", "fixed:rock", "--sleep-ms", "40")).result().seats().getFirst();
        assertThat(slow.verdict()).isEqualTo(Verdict.TIMEOUT);
        assertThat(slow.detail()).matches("averaged \\d+ ms per move over moves 1–5 \\(limit 20 ms\\)");
    }

    @Test
    void LMC1_C11_ignoresAndLogsCommentLinesFromPlayers() {
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1).rounds(3, rockScorer(1), 1).end());
        var played = play(game, testPlayer("--answer", "fixed:rock", "--comment-before-answer"));
        assertThat(played.receivedFrom("p1")).contains("# thinking about move 1", "# thinking about move 3");
        assertThat(game.received()).noneMatch(l -> l.contains("thinking"));
        assertThat(played.result().seats().getFirst().score()).isEqualTo(3.0);
    }

    @Test
    void LMC1_C12_treatsAnOutOfAlphabetOutputAsAnIllegalMove() {
        var game = new ScriptedGame(Script.create().open(ALPHABET, 1).rounds(3, rockScorer(1), 1).end());
        var played = play(game, testPlayer("--answer", "cycle:lizard,rock,rock paper"));
        var seat = played.result().seats().getFirst();
        assertThat(game.relayed()).containsExactly("@player 1 @output ", "@player 1 @output rock", "@player 1 @output ");
        assertThat(seat.score()).isEqualTo(-1.0);
        assertThat(seat.incidents()).containsExactly(
                "move 1: illegal move \"lizard\" (a symbol outside the alphabet)",
                "move 3: illegal move \"rock paper\" (more than one symbol)");
        assertThat(seat.verdict()).isEqualTo(Verdict.OK);
    }

    @Test
    void LMC1_C13_killsAPlayerThatHasNotExitedAfterTheExitGrace() {
        var limits = fastLimits().withExitGrace(Duration.ofMillis(300));
        long start = System.nanoTime();
        var played = play(new ScriptedGame(Script.create().open(ALPHABET, 1).end()), limits, testPlayer("--ignore-exit"));
        long elapsedMs = (System.nanoTime() - start) / 1_000_000;
        var seat = played.result().seats().getFirst();
        assertThat(seat.incidents()).contains("did not exit within 300 ms of the end of the match; killed");
        assertThat(played.notes()).anyMatch(n -> n.startsWith("process ended: killed by signal 9"));
        assertThat(elapsedMs).as("the judge does not wait for the lingering player").isLessThan(10_000);
    }

    @Test
    void LMC1_C14_allReconstructedKeywordsAreReadFromTheDialectTable() throws Exception {
        var props = new Properties();
        props.setProperty("lmc.cmd.moveRequest", "go");
        props.setProperty("lmc.cmd.alphabet", "symbols");
        props.setProperty("lmc.info.name", "called");
        var dialect = LmcDialect.withOverrides(props);
        var protocol = new LmcProtocol(LmcVariant.LMC1, dialect);
        var game = new ScriptedGame("@info called DialectGame", Script.create()
                .line("@player 1 @command new").line("@player 1 @command symbols " + ALPHABET)
                .line("@player 1 @command go").await(1).line("@command end").build());
        var fluent = testPlayer("--kw-name", "called", "--kw-move", "go", "--kw-alphabet", "symbols", "--answer", "fixed:rock");
        var played = JudgeKit.play(protocol, inProcess(game), List.of(fluent), fastLimits());
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(played.result().seats().getFirst().verdict()).isEqualTo(Verdict.OK);
        assertThat(game.relayed()).containsExactly("@player 1 @output rock");
        assertThat(played.sentTo("p1")).contains("@command go", "@command symbols " + ALPHABET);

        // Every [PROPOSED] key of the reference documents is in the shipped table, under lmc2.md's names (the
        // lmc.* names used above are lmc1.md's, accepted as aliases).
        var shipped = new Properties();
        try (var in = LmcDialect.class.getResourceAsStream("lmc-dialect.properties")) {
            shipped.load(in);
        }
        assertThat(shipped.stringPropertyNames()).contains("lmc2.cmd.exit", "lmc2.cmd.new", "lmc2.cmd.alphabet",
                "lmc2.cmd.moveRequest", "lmc2.info.name", "lmc.comments", "lmc2.cmd.gameEnd", "lmc2.chan.hint",
                "lmc2.chan.route");
        assertThat(Files.exists(Path.of("src/main/resources/dev/arbiter/judge/protocol/lmc/lmc-dialect.properties"))).isTrue();
    }
}
