package dev.arbiter.games.lmc;

import dev.arbiter.judge.program.LineProgramContext;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The built-in games read only the one answer form the judge relays, once per move request, and carry nothing
 * from one round into the next: a game must not rely on the judge alone to stay uncheatable.
 */
class StrictGameInputTest {

    private final List<String> sent = new ArrayList<>();

    private RoShamBo twoPlayerRoShamBo() {
        var game = new RoShamBo();
        game.start(new LineProgramContext() {
            @Override
            public long seed() {
                return 1;
            }

            @Override
            public Map<String, String> options() {
                return Map.of("moves", "3");
            }

            @Override
            public void send(String line) {
                sent.add(line);
            }

            @Override
            public void exit(int status) {
            }
        });
        game.onLine("@info players 2");
        game.onLine("@info player 1 one");
        game.onLine("@info player 2 two");
        sent.clear();
        return game;
    }

    private List<String> scores() {
        return sent.stream().filter(l -> l.contains("@score")).toList();
    }

    @Test
    void aChannelThatOnlyStartsLikeOutputIsNotAnAnswer() {
        var game = twoPlayerRoShamBo();
        game.onLine("@player 2 @outputXpaper");
        game.onLine("@player 2 @outputs paper");
        game.onLine("@player 1 @output rock");
        assertThat(scores()).as("the round waits for player 2's real answer").isEmpty();
        game.onLine("@player 2 @output paper");
        assertThat(scores()).containsExactly("@player 1 @score -1", "@player 2 @score 1");
    }

    @Test
    void aSecondAnswerInTheSameRoundNeitherReplacesTheFirstNorSettlesTheRound() {
        var game = twoPlayerRoShamBo();
        game.onLine("@player 1 @output rock");
        game.onLine("@player 2 @output scissors"); // round 1 settled, round 2 asked
        sent.clear();
        game.onLine("@player 2 @output scissors"); // player 2's answer to round 2
        game.onLine("@player 2 @output rock");     // extra: must not replace it…
        game.onLine("@player 2 @output paper");    // …nor settle round 2 against player 1's round-1 move
        assertThat(scores()).as("round 2 waits for player 1").isEmpty();
        game.onLine("@player 1 @output paper");
        assertThat(scores()).containsExactly("@player 1 @score -1", "@player 2 @score 1");
    }
}
