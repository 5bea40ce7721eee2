package dev.arbiter.leaderboard.replay;

import dev.arbiter.leaderboard.model.Views.TranscriptLine;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TabooGuessesTest {

    @Test
    void aTabooGameShowsEachHintWithTheGuessItDrewAndTheGuessesCounted() {
        var lines = List.of(
                line(1, "judge", "p1", "a capital on a river"),
                line(2, "p1", "judge", "paris"),
                line(3, "judge", "p1", "no. it has a famous bridge of sighs"),
                line(4, "p1", "judge", "venice"),
                line(5, "judge", "p1", "yes"));

        GameView view = new TabooGuesses().view(List.of("guesser"), lines).orElseThrow();

        assertThat(view.moves()).extracting(m -> m.cells().getFirst().shown())
                .containsExactly("a capital on a river", "it has a famous bridge of sighs");
        assertThat(view.moves()).extracting(m -> m.cells().getFirst().played()).containsExactly("paris", "venice");
        assertThat(view.moves()).extracting(m -> m.cells().getFirst().total()).containsExactly(1.0, 2.0);
    }

    @Test
    void aHintLeftUnansweredShowsNoGuess() {
        var lines = List.of(line(1, "judge", "p1", "a port"));

        GameView view = new TabooGuesses().view(List.of("guesser"), lines).orElseThrow();

        assertThat(view.moves().getFirst().cells().getFirst().played()).isEmpty();
        assertThat(view.moves().getFirst().cells().getFirst().score()).isNull();
    }

    private static TranscriptLine line(long number, String src, String dst, String text) {
        return new TranscriptLine(number, number * 10, src, dst, "line", text);
    }
}
