package dev.arbiter.judge.protocol.taboo;

import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.program.LineProgram;
import dev.arbiter.judge.program.LineProgramContext;
import dev.arbiter.judge.testkit.JudgeKit;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.arbiter.judge.protocol.taboo.TabooMatches.VENICE;
import static dev.arbiter.judge.protocol.taboo.TabooMatches.play;
import static dev.arbiter.judge.protocol.taboo.TabooMatches.seat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * taboo.md §6, §8: a line the guesser wrote before it was given a hint (a start-up banner) answers no hint, so
 * it is logged and ignored, not counted as a guess. The guesser runs in-process so that its banner is read,
 * deterministically, before the judge sends the first hint: no test here depends on how fast a process starts.
 */
class TabooStartupBannerTest {

    /** Prints a banner as it starts, then names Venice on its first hint. */
    private static final class BannerThenVenice implements LineProgram {
        private LineProgramContext out;

        @Override
        public void start(LineProgramContext context) {
            out = context;
            out.send("guesser 1.0 ready");
        }

        @Override
        public void onLine(String line) {
            if (line.equals(VENICE.hints().getFirst())) {
                out.send("Venice");
            }
        }
    }

    @Test
    void aBannerPrintedBeforeTheFirstHintIsNotAGuess() {
        var played = play(List.of(VENICE), Map.of(), JudgeKit.inProcess(new BannerThenVenice()));
        var seat = seat(played);
        assertThat(seat.verdict()).isEqualTo(Verdict.OK);
        assertThat(seat.stats()).containsEntry("guesses", 1.0).containsEntry("solved", 1.0);
        assertThat(seat.score()).as("solved with its first guess").isEqualTo(1);
        assertThat(played.sentTo("p1")).containsExactly("sea", "yes");
        assertThat(played.notes()).anyMatch(n -> n.contains("ignored") && n.contains("guesser 1.0 ready"));
    }
}
