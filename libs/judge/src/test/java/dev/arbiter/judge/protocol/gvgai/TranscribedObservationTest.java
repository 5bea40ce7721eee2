package dev.arbiter.judge.protocol.gvgai;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.observation.LevelObserver;
import dev.arbiter.vgdl.observation.Phase;
import dev.arbiter.vgdl.observation.SsoType;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TranscribedObservationTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void anObservationKeepsItsScalarFieldsAndLosesItsGridsAndImageToASizeNote() throws Exception {
        Game game = new Game(ShippedGames.rules("aliens"), ShippedGames.level("aliens", 0), 7,
                ShippedGames.LEARNING_BLOCK_SIZE, ShippedGames.LEARNING_MAX_TICKS);
        String sent = "12#" + new LevelObserver(game).json(Phase.ACT, true, SsoType.BOTH);

        String kept = TranscribedObservation.of(sent);

        assertThat(kept).startsWith("12#{").hasSizeLessThan(sent.length() / 10);
        JsonNode whole = JSON.readTree(sent.substring(3));
        JsonNode shortened = JSON.readTree(kept.substring(3));
        assertThat(shortened.get("imageArray").asText()).matches("\\(\\d+ bytes elided\\)");
        assertThat(shortened.get("observationGrid").asText()).matches("\\(\\d+ bytes elided\\)");
        for (String field : new String[] {"phase", "isValidation", "gameScore", "gameTick", "avatarPosition",
                "avatarResources", "availableActions", "observationGridNum"}) {
            assertThat(shortened.get(field)).as(field).isEqualTo(whole.get(field));
        }
        assertThat(shortened.size()).as("every field is still named").isEqualTo(whole.size());
    }

    @Test
    void shortMessagesAndStringsThatLookLikeFieldNamesAreKeptAsSent() {
        assertThat(TranscribedObservation.of("0#START")).isEqualTo("0#START");
        String padded = "3#{\"note\":\"\\\"observationGrid\\\": [ignored]\",\"pad\":\"" + "x".repeat(3000) + "\"}";
        assertThat(TranscribedObservation.of(padded)).isEqualTo(padded);
    }
}
