package dev.arbiter.leaderboard.replay;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.leaderboard.model.Views.TranscriptLine;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;

/** The RoShamBo view of a real 3-move transcript, as {@code ./arbiter match --transcript} wrote it. */
class LmcMovesTest {

    @Test
    void aRoShamBoMatchShowsEachMoveWithWhatEachSeatSawPlayedAndScored() throws IOException {
        GameView view = new LmcMoves().view(List.of("random-c", "imitate-last"), lines("rps-3-moves.jsonl")).orElseThrow();

        assertThat(view.totalMoves()).isEqualTo(3);
        assertThat(view.cut()).isFalse();
        assertThat(view.moves()).extracting(m -> m.cells().get(0).played()).containsExactly("paper", "rock", "paper");
        assertThat(view.moves()).extracting(m -> m.cells().get(1).played()).containsExactly("rock", "paper", "rock");
        assertThat(view.moves()).extracting(m -> m.cells().get(0).score()).containsExactly(1.0, -1.0, 1.0);
        assertThat(view.moves()).extracting(m -> m.cells().get(1).total()).containsExactly(-1.0, 0.0, -1.0);
        // Before its second move each seat was shown the other's first.
        assertThat(view.moves().get(1).cells()).extracting(GameView.Cell::shown).containsExactly("rock", "paper");
        assertThat(view.moves().get(0).cells()).extracting(GameView.Cell::shown).containsExactly("", "");
    }

    @Test
    void aTranscriptWithoutMovesHasNoView() {
        assertThat(new LmcMoves().view(List.of("a", "b"), List.of())).isEmpty();
    }

    private static List<TranscriptLine> lines(String name) throws IOException {
        var json = new ObjectMapper();
        var lines = new ArrayList<TranscriptLine>();
        try (var reader = new BufferedReader(new InputStreamReader(Objects.requireNonNull(
                LmcMovesTest.class.getResourceAsStream("/transcripts/" + name)), StandardCharsets.UTF_8))) {
            long number = 0;
            for (String raw; (raw = reader.readLine()) != null; ) {
                JsonNode node = json.readTree(raw);
                number++;
                if (node.has("line")) {
                    lines.add(new TranscriptLine(number, node.path("t").asLong(), node.path("src").asText(),
                            node.path("dst").asText(null), "line", node.get("line").asText()));
                }
            }
        }
        return lines;
    }
}
