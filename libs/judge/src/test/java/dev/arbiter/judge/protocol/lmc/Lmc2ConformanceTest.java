package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.judge.testkit.ScriptedGame;
import dev.arbiter.judge.testkit.ScriptedGame.Script;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Properties;

import static dev.arbiter.judge.testkit.JudgeKit.fastLimits;
import static dev.arbiter.judge.testkit.JudgeKit.inProcess;
import static dev.arbiter.judge.testkit.JudgeKit.python;
import static dev.arbiter.judge.testkit.JudgeKit.testPlayer;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * lmc2.md §11, judge items LMC2-C01 … C12, one test each, against real processes. (Game-SDK items
 * G01–G04 are proven on the built-in games, player-SDK items on the sample players.)
 */
class Lmc2ConformanceTest {

    private static Played play(ScriptedGame game, Participant... players) {
        return JudgeKit.play(LmcProtocol.lmc2(), inProcess(game), List.of(players), fastLimits());
    }

    private static List<String> echoScore(List<String> outputs) {
        return List.of("@player 1 @score " + ("a b".equals(outputs.getFirst()) ? "1" : "-1"), "@player 1 @hint a b");
    }

    @Test
    void LMC2_C01_startsExactlyOneGameAndOneOrTwoPlayersPerSession() {
        for (int n : new int[]{1, 2}) {
            var players = new Participant[n];
            for (int i = 0; i < n; i++) {
                players[i] = testPlayer("--name", "p" + i);
            }
            var played = play(new ScriptedGame(Script.create().end()), players);
            assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
            var processes = played.transcript().getFirst().get("processes");
            assertThat(processes).hasSize(n + 1);
            assertThat(processes.get(0).get("id").asText()).isEqualTo("game");
            assertThat(played.sentTo("game").getFirst()).isEqualTo("@info players " + n);
        }
        var three = play(new ScriptedGame(Script.create().end()), testPlayer(), testPlayer(), testPlayer());
        assertThat(three.result().status()).isEqualTo(MatchStatus.GAME_ERROR);
        assertThat(three.result().statusDetail()).isEqualTo("an LMC session needs one or two players, got 3");
    }

    @Test
    void LMC2_C02_requiresAUniqueNameFromEveryProcessBeforeRelaying() {
        var game = new ScriptedGame(Script.create().open("a b", 1, 2).end());
        var played = play(game, testPlayer("--name", "Twin"), testPlayer("--name", "Twin", "--name-delay-ms", "300"));
        // Nothing went to any player before the last name arrived.
        int lastName = indexOf(played, "p2", "@info name Twin");
        int firstRelay = played.transcript().stream().filter(n -> "judge".equals(n.path("src").asText())
                && n.path("dst").asText().startsWith("p") && n.has("line")).findFirst()
                .map(played.transcript()::indexOf).orElseThrow();
        assertThat(firstRelay).isGreaterThan(lastName);
        assertThat(played.result().seats()).extracting(s -> s.name()).containsExactly("Twin", "Twin (2)");
        assertThat(game.received()).contains("@info player 1 Twin", "@info player 2 Twin (2)");

        var strict = new Properties();
        strict.setProperty("lmc.duplicateNames", "reject");
        var protocol = new LmcProtocol(LmcVariant.LMC2, LmcDialect.withOverrides(strict));
        var rejected = JudgeKit.play(protocol, inProcess(new ScriptedGame(Script.create().open("a b", 1, 2).end())),
                List.of(testPlayer("--name", "Twin"), testPlayer("--name", "Twin", "--name-delay-ms", "300")), fastLimits());
        assertThat(rejected.result().seats().get(1).verdict()).isEqualTo(Verdict.NO_NAME);
        assertThat(rejected.result().seats().get(1).detail()).contains("already uses");
    }

    private static int indexOf(Played played, String src, String line) {
        for (int i = 0; i < played.transcript().size(); i++) {
            var n = played.transcript().get(i);
            if (src.equals(n.path("src").asText()) && line.equals(n.path("line").asText())) {
                return i;
            }
        }
        throw new AssertionError(line + " not in transcript");
    }

    @Test
    void LMC2_C03_neverRelaysCommentLinesAndLogsThemWithSenderAndTime() {
        var game = new ScriptedGame(Script.create().open("a b", 1).line("# round 1 done")
                .line("@player 1 # aside to player 1").line("@player 1 @command move").await(1).end());
        var played = play(game, testPlayer("--comment-before-answer"));
        assertThat(played.sentTo("p1")).noneMatch(l -> l.startsWith("#"));
        assertThat(game.received()).noneMatch(l -> l.contains("#"));
        var logged = played.transcript().stream().filter(n -> "# round 1 done".equals(n.path("line").asText())).findFirst();
        assertThat(logged).hasValueSatisfying(n -> {
            assertThat(n.get("src").asText()).isEqualTo("game");
            assertThat(n.get("t").asLong()).isPositive();
        });
        assertThat(played.receivedFrom("p1")).contains("# thinking about move 1");
    }

    @Test
    void LMC2_C04_relaysEachAnswerToTheGameWithThePlayerIdAndLogsButDropsEveryOtherLine() {
        // C04 as lmc1.md §9 narrows it: the judge relays answers, and only answers; an unknown channel or info key
        // is logged in the transcript and never reaches the game, so it cannot be read there as a move.
        var game = new ScriptedGame(Script.create().open("a b", 1, 2)
                .line("@player 1 @command move").line("@player 2 @command move").await(2).end());
        var played = play(game, testPlayer("--name", "one", "--on-alphabet", "@info author Ada", "--on-alphabet", "@mood curious"),
                testPlayer("--name", "two", "--answer", "fixed:b a"));
        assertThat(game.relayed()).containsExactlyInAnyOrder("@player 1 @output a", "@player 2 @output b a");
        assertThat(played.notes()).anyMatch(n -> n.contains("@info author Ada")).anyMatch(n -> n.contains("@mood curious"));
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
    }

    @Test
    void LMC2_C05_deliversAddressedLinesToThatPlayerOnlyAndUnaddressedOnesToPlayerOneInSinglePlayer() {
        var game = new ScriptedGame(Script.create().open("a b", 1, 2).line("@player 2 @input b a").line("@player 1 @input a").end());
        var played = play(game, testPlayer("--name", "one"), testPlayer("--name", "two"));
        assertThat(played.sentTo("p2")).contains("@input b a").doesNotContain("@input a");
        assertThat(played.sentTo("p1")).contains("@input a").doesNotContain("@input b a");
        assertThat(played.sentTo("p1")).noneMatch(l -> l.startsWith("@player"));

        var single = new ScriptedGame(Script.create().line("@command new").line("@command alphabet a b")
                .line("@input b b a").line("@command move").await(1).line("@score 1").end());
        var solo = play(single, testPlayer("--answer", "last-input"));
        assertThat(solo.sentTo("p1")).containsSubsequence("@command new", "@command alphabet a b", "@input b b a", "@command move", "@score 1");
        assertThat(single.relayed()).containsExactly("@player 1 @output b b a");

        var unaddressedInPair = new ScriptedGame(Script.create().line("@command new").end());
        var refused = play(unaddressedInPair, testPlayer(), testPlayer());
        assertThat(refused.result().status()).isEqualTo(MatchStatus.GAME_ERROR);
        assertThat(refused.result().statusDetail()).contains("must be addressed");
    }

    @Test
    void LMC2_C06_keepsPerPlayerTotalsEqualToTheSumOfRelayedScores() {
        var game = new ScriptedGame(Script.create().open("a b", 1, 2).rounds(20, outputs -> List.of(
                "@player 1 @score " + (outputs.get(0).equals("a") ? "0.75" : "-0.5"),
                "@player 2 @score " + (outputs.get(1).equals("a") ? "0.75" : "-0.5")), 1, 2).end());
        var played = play(game, testPlayer("--name", "x", "--answer", "cycle:a,b,b"), testPlayer("--name", "y", "--answer", "cycle:b,a"));
        for (int seat = 0; seat < 2; seat++) {
            double relayed = played.sentTo("p" + (seat + 1)).stream().filter(l -> l.startsWith("@score "))
                    .mapToDouble(l -> Double.parseDouble(l.substring(7))).sum();
            assertThat(played.result().seats().get(seat).score()).isEqualTo(relayed);
            assertThat(played.result().seats().get(seat).scoredMoves()).isEqualTo(20);
        }
        assertThat(played.result().seats().get(0).score()).isEqualTo(7 * 0.75 - 13 * 0.5);
    }

    @Test
    void LMC2_C07_endsTheSessionOnEndOrGameExitAndSendsExitToAll() {
        var ended = play(new ScriptedGame(Script.create().open("a b", 1, 2).end()), testPlayer("--name", "x"), testPlayer("--name", "y"));
        assertThat(ended.result().status()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(ended.sentTo("p1").getLast()).isEqualTo("@command exit");
        assertThat(ended.sentTo("p2").getLast()).isEqualTo("@command exit");
        assertThat(ended.sentTo("game").getLast()).isEqualTo("@command exit");

        var exiting = JudgeKit.play(LmcProtocol.lmc2(), python("test_game.py", "--moves", "3", "--exit-without-end"),
                List.of(testPlayer("--answer", "fixed:a")), fastLimits());
        assertThat(exiting.result().status()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(exiting.result().seats().getFirst().score()).isEqualTo(3.0);
        assertThat(exiting.sentTo("p1").getLast()).isEqualTo("@command exit");

        var crashing = JudgeKit.play(LmcProtocol.lmc2(), python("test_game.py", "--moves", "2", "--exit-without-end", "--exit-code", "4"),
                List.of(testPlayer("--answer", "fixed:a")), fastLimits());
        assertThat(crashing.result().status()).isEqualTo(MatchStatus.GAME_ERROR);
        assertThat(crashing.result().statusDetail()).isEqualTo("the game ended with exit code 4 before @command end");
    }

    @Test
    void LMC2_C08_producesACompleteTimestampedLogOfEveryLineInBothDirections() {
        var game = new ScriptedGame(Script.create().line("@command new").line("@command alphabet a b")
                .rounds(25, Lmc2ConformanceTest::echoScore, 1).end());
        var played = play(game, testPlayer("--answer", "fixed:a b", "--comment-before-answer"));
        // The player reports on stderr how many lines it read and wrote; the transcript must hold exactly those.
        String report = played.stderr("p1").getLast();
        assertThat(report).isEqualTo("test player: received " + played.sentTo("p1").size()
                + " lines, sent " + played.receivedFrom("p1").size() + " lines");
        assertThat(played.receivedFrom("game")).hasSize(3 + 25 * 3 + 1); // name, new, alphabet; move, score, hint per round; end
        assertThat(played.sentTo("game")).hasSize(2 + 25 + 1);         // players, player 1, outputs, exit
        long previous = 0;
        for (var entry : played.transcript()) {
            assertThat(entry.get("t").asLong()).isGreaterThanOrEqualTo(previous);
            previous = entry.get("t").asLong();
        }
    }

    @Test
    void LMC2_C09_enforcesTheTimeoutsAndErrorHandlingOfTheReference() {
        var silentGame = new ScriptedGame(Script.create().open("a b", 1).build()); // never ends, never asks
        var limits = fastLimits().withGameSilenceLimit(Duration.ofMillis(400));
        var voided = JudgeKit.play(LmcProtocol.lmc2(), inProcess(silentGame), List.of(testPlayer()), limits);
        assertThat(voided.result().status()).isEqualTo(MatchStatus.GAME_ERROR);
        assertThat(voided.result().statusDetail()).isEqualTo("the game was silent for 400 ms while the judge waited for its next line");

        var game = new ScriptedGame(Script.create().line("@command new").line("@command alphabet a b")
                .rounds(5, Lmc2ConformanceTest::echoScore, 1).end());
        var silentPlayer = play(game, testPlayer("--hang-at", "1"));
        var seat = silentPlayer.result().seats().getFirst();
        assertThat(game.relayed()).startsWith("@player 1 @output ", "@player 1 @output ", "@player 1 @output ");
        assertThat(seat.verdict()).isEqualTo(Verdict.TIMEOUT);
        assertThat(seat.score()).isEqualTo(-5.0); // the remaining moves are scored −1
        assertThat(silentPlayer.result().status()).isEqualTo(MatchStatus.COMPLETED);
    }

    @Test
    void LMC2_C10_aLayerOnePlayerCompletesASessionWithHints() {
        // The C sample players know nothing of layer 2; the test player treats @hint as an unknown channel.
        var game = new ScriptedGame(Script.create().line("@command new").line("@command alphabet a b")
                .rounds(10, Lmc2ConformanceTest::echoScore, 1).end());
        var played = play(game, testPlayer("--answer", "fixed:a b"));
        assertThat(played.sentTo("p1").stream().filter(l -> l.startsWith("@hint "))).hasSize(10);
        assertThat(played.result().seats().getFirst().verdict()).isEqualTo(Verdict.OK);
        assertThat(played.result().seats().getFirst().score()).isEqualTo(10.0);
        assertThat(played.stderr("p1")).noneMatch(l -> l.contains("Traceback"));
    }

    @Test
    void LMC2_C11_relaysMultiWordInputAndOutputUnchanged() {
        var game = new ScriptedGame(Script.create().line("@command new").line("@command alphabet b a d c")
                .line("@input b a d").line("@command move").await(1).line("@score 1").end());
        var played = play(game, testPlayer("--answer", "last-input"));
        assertThat(played.sentTo("p1")).contains("@input b a d");
        assertThat(game.relayed()).containsExactly("@player 1 @output b a d");
    }

    @Test
    void LMC2_C12_allReconstructedKeywordsComeFromTheDialectTable() {
        var props = new Properties();
        props.setProperty("lmc2.chan.route", "to");
        props.setProperty("lmc2.chan.hint", "tip");
        props.setProperty("lmc2.cmd.gameEnd", "stop");
        props.setProperty("lmc.cmd.moveRequest", "speak");
        props.setProperty("lmc2.info.player", "seat");
        var protocol = new LmcProtocol(LmcVariant.LMC2, LmcDialect.withOverrides(props));
        var game = python("test_game.py", "--moves", "3", "--kw-route", "to", "--kw-hint", "tip", "--kw-end", "stop",
                "--kw-move", "speak", "--kw-player", "seat");
        var played = JudgeKit.play(protocol, game, List.of(testPlayer("--kw-move", "speak", "--answer", "fixed:a")), fastLimits());
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(played.result().seats().getFirst().score()).isEqualTo(3.0);
        assertThat(played.sentTo("game")).contains("@info seat 1 tester", "@to 1 @output a");
        assertThat(played.sentTo("p1")).contains("@tip a", "@command speak");
    }
}
