package dev.arbiter.judge;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.judge.testkit.RockMatch;
import dev.arbiter.sandbox.none.UnsandboxedBackend;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.judge.testkit.JudgeKit.fastLimits;
import static dev.arbiter.judge.testkit.JudgeKit.testPlayer;
import static dev.arbiter.judge.testkit.RockMatch.assertOpponentUnharmed;
import static org.assertj.core.api.Assertions.assertThat;

/** What players write outside the protocol is kept within the match's budget: head and tail, the rest counted. */
class OutOfProtocolBudgetTest {

    private static final long BUDGET = 32 * 1024;

    private static Played flooding(long budget) {
        var limits = fastLimits().withOutOfProtocolBudget(budget);
        return RockMatch.play(new UnsandboxedBackend(), RockMatch.goodPlayer(), testPlayer("--name", "chatty",
                "--answer", "fixed:rock", "--comments-per-move", "200", "--stderr-per-move", "20"), limits);
    }

    private static boolean outOfProtocol(JsonNode line) {
        return "p2".equals(line.path("src").asText())
                && (line.has("err") || line.path("line").asText().startsWith("#"));
    }

    @Test
    void aPlayerFloodingCommentLinesKeepsHeadAndTailWithinTheBudgetAndItsVerdict() {
        Played played = flooding(BUDGET);
        List<JsonNode> transcript = played.transcript();

        var seat = assertOpponentUnharmed(played);
        assertThat(seat.verdict()).as("the protocol's verdict, not the budget's").isEqualTo(Verdict.OK);
        assertThat(seat.score()).isEqualTo(RockMatch.ROUNDS);

        long kept = transcript.stream().filter(OutOfProtocolBudgetTest::outOfProtocol)
                .mapToLong(l -> l.toString().length() + 1).sum();
        assertThat(kept).isBetween(BUDGET - 2 * 1024, BUDGET + 1024);
        var summary = played.result().transcript();
        assertThat(summary.outOfProtocolDroppedLines()).isPositive();
        assertThat(summary.outOfProtocolDroppedBytes()).isGreaterThan(6 * 200 * 80 - BUDGET);
        assertThat(summary.outOfProtocolDroppedBySource()).containsOnlyKeys("p2");
        assertThat(summary.lines()).isEqualTo(transcript.size());

        List<String> texts = transcript.stream().map(l -> l.path("line").asText(l.path("err").asText(l.path("note").asText())))
                .toList();
        int head = indexOf(texts, "# move 1 comment 0 ");
        int marker = indexOf(texts, "of out-of-protocol output (comment lines, stderr) of p2 dropped");
        int tail = indexOf(texts, "# move " + RockMatch.ROUNDS + " comment 199 ");
        assertThat(head).as("the head is kept").isNotNegative().isLessThan(marker);
        assertThat(tail).as("the tail is kept, after the note").isGreaterThan(marker);
        assertThat(transcript.get(marker).path("droppedLines").asLong()).isEqualTo(summary.outOfProtocolDroppedLines());
        assertThat(texts.get(marker)).startsWith("… " + summary.outOfProtocolDroppedLines() + " lines / "
                + summary.outOfProtocolDroppedBytes() + " bytes of out-of-protocol output");
        assertThat(transcript).extracting(l -> l.path("t").asLong()).as("still in time order").isSorted();
        assertThat(transcript.stream().filter(l -> l.path("line").asText().startsWith("@output")).count())
                .as("every answer is kept").isGreaterThanOrEqualTo(2L * RockMatch.ROUNDS);
        assertThat(seat.incidents().getFirst()).contains("lines of out-of-protocol output").contains("dropped");
    }

    @Test
    void withinTheBudgetNothingIsDropped() {
        Played played = flooding(1024 * 1024);

        assertThat(played.result().transcript().outOfProtocolDroppedLines()).isZero();
        assertThat(played.transcript().stream().filter(OutOfProtocolBudgetTest::outOfProtocol).count())
                .as("every comment and stderr line, and the player's farewell on stderr").isEqualTo(RockMatch.ROUNDS * 220L + 1);
    }

    private static int indexOf(List<String> texts, String part) {
        for (int i = 0; i < texts.size(); i++) {
            if (texts.get(i).contains(part)) {
                return i;
            }
        }
        return -1;
    }
}
