package dev.arbiter.sdk.game;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.sdk.Dialect;
import dev.arbiter.sdk.LineChannel;
import dev.arbiter.sdk.SdkPrograms;
import dev.arbiter.sdk.examples.HintLearner;
import dev.arbiter.sdk.examples.SuccessorGame;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The game checklist of lmc2.md §11 (LMC2-G01…G04), one test per item: the example game written with the game
 * SDK runs as a program of its own, as an uploaded game does, and the real judge referees it against the
 * repository's sample players and an SDK player. Each item is also shown to be kept by the SDK itself: a game
 * that tries to break it is stopped where it tries.
 */
class GameChecklistTest {

    private static final int MOVES = 15;

    /** One session of the successor game: the sample Python imitate-last as player 1, the SDK's hint learner as 2. */
    private static Played twoPlayerSession() {
        return JudgeKit.play(LmcProtocol.lmc2(), SdkPrograms.java(SuccessorGame.class, "moves=" + MOVES),
                List.of(SdkPrograms.samplePlayer("imitate_last.py"), SdkPrograms.java(HintLearner.class)),
                SdkPrograms.limits(), Map.of(), 11);
    }

    /** Lines the game addressed to player {@code p}, envelope removed. */
    private static List<String> toPlayer(Played played, int p) {
        String envelope = "@player " + p + " ";
        return played.receivedFrom("game").stream().filter(l -> l.startsWith(envelope))
                .map(l -> l.substring(envelope.length())).toList();
    }

    /** A game whose {@link Game#begin} does {@code rules} to player 1, played on in-memory lines. */
    private static void playBroken(Consumer<Game> rules, String... judgeLines) {
        playBroken(rules, g -> { }, judgeLines);
    }

    /** The same, doing {@code onOutput} when an answer arrives. */
    private static void playBroken(Consumer<Game> rules, Consumer<Game> onOutput, String... judgeLines) {
        var game = new Game() {
            @Override
            protected String name() {
                return "broken";
            }

            @Override
            protected void begin(List<String> playerNames) {
                rules.accept(this);
            }

            @Override
            protected void onOutput(int player, List<String> words) {
                onOutput.accept(this);
            }
        };
        String input = "@info players 1\n@info player 1 p\n" + String.join("\n", judgeLines) + "\n";
        game.play(new LineChannel(new ByteArrayInputStream(input.getBytes(StandardCharsets.US_ASCII)),
                new ByteArrayOutputStream()), Dialect.defaults(), 1, Map.of());
    }

    @Test
    void LMC2_G01_sendsNameNewAndAlphabetBeforeTheFirstInput() {
        var played = twoPlayerSession();
        assertThat(played.receivedFrom("game").get(0)).isEqualTo("@info name successor");
        for (int p = 1; p <= 2; p++) {
            var lines = toPlayer(played, p);
            assertThat(lines.get(0)).isEqualTo("@command new");
            assertThat(lines.get(1)).startsWith("@command alphabet a b c d");
            assertThat(lines.get(2)).startsWith("@input ");
        }
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);

        assertThatThrownBy(() -> playBroken(g -> g.input(1, List.of("a"))))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("before its new game and alphabet (G01)");
    }

    @Test
    void LMC2_G02_sendsOneScoreForEveryPlayerOutputItReceived() {
        var played = twoPlayerSession();
        for (int p = 1; p <= 2; p++) {
            String relayed = "@player " + p + " @output";
            long outputs = played.sentTo("game").stream().filter(l -> l.startsWith(relayed)).count();
            assertThat(outputs).isEqualTo(MOVES);
            assertThat(toPlayer(played, p).stream().filter(l -> l.startsWith("@score "))).hasSize(MOVES);
            assertThat(played.result().seats().get(p - 1).scoredMoves()).isEqualTo(MOVES);
        }
        // A score with no answer to score, and an end with an answer unscored, are both refused.
        assertThatThrownBy(() -> playBroken(g -> {
            g.newGame(1, List.of("a", "b"));
            g.score(1, 1);
        })).isInstanceOf(IllegalStateException.class).hasMessageContaining("no unscored answer");
        assertThatThrownBy(() -> playBroken(g -> {
            g.newGame(1, List.of("a", "b"));
            g.requestMove(1);
        }, Game::end, "@player 1 @output a")).isInstanceOf(IllegalStateException.class).hasMessageContaining("unscored answer(s) (G02)");
    }

    @Test
    void LMC2_G03_sendsEachHintAfterTheScoreOfTheMoveItRefersTo() {
        var played = twoPlayerSession();
        for (int p = 1; p <= 2; p++) {
            var lines = toPlayer(played, p);
            int hints = 0;
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).startsWith("@hint ")) {
                    hints++;
                    assertThat(lines.get(i - 1)).as("line before hint %d of player %d", hints, p).startsWith("@score ");
                }
            }
            assertThat(hints).isEqualTo(MOVES);
        }
        // The hint learner reads the successor rule from the hints; imitate-last, which ignores them, cannot.
        var seats = played.result().seats();
        assertThat(seats.get(1).score()).isGreaterThan(seats.get(0).score() + 5);

        assertThatThrownBy(() -> playBroken(g -> {
            g.newGame(1, List.of("a", "b"));
            g.hint(1, List.of("a"));
        })).isInstanceOf(IllegalStateException.class).hasMessageContaining("(G03)");
    }

    @Test
    void LMC2_G04_endsTheSessionWithCommandEnd() {
        var single = JudgeKit.play(LmcProtocol.lmc2(), SdkPrograms.java(SuccessorGame.class, "moves=" + MOVES),
                List.of(SdkPrograms.samplePlayer("constant.py")), SdkPrograms.limits(), Map.of(), 3);
        var fromGame = single.receivedFrom("game");
        assertThat(fromGame.get(fromGame.size() - 1)).isEqualTo("@command end");
        assertThat(single.result().status()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(single.result().seats().get(0).verdict()).isEqualTo(Verdict.OK);
        assertThat(single.sentTo("game")).contains("@command exit");
        assertThat(single.sentTo("p1").get(single.sentTo("p1").size() - 1)).isEqualTo("@command exit");
        assertThat(single.notes()).anyMatch(n -> n.startsWith("process ended: exit code 0"));
    }
}
