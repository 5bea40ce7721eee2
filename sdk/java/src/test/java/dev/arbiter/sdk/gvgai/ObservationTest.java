package dev.arbiter.sdk.gvgai;

import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.observation.LevelObserver;
import dev.arbiter.vgdl.observation.Phase;
import dev.arbiter.vgdl.observation.SsoType;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The typed view of an observation: on lines the referee's own observer writes for a level of aliens, and on
 * hand-written lines that hold every field the view reads (gvgai.md, Observations).
 */
class ObservationTest {

    private static final byte[] PNG_MAGIC = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    private static String observed(SsoType type) {
        var game = ShippedGames.start(ShippedGames.rules("aliens"), "aliens", 0, 3);
        return new LevelObserver(game).json(Phase.ACT, false, type);
    }

    @Test
    void theRefereesOwnObservationOfAliensReadsIntoTheTypedView() {
        var obs = Observation.parse(observed(SsoType.BOTH));
        assertThat(obs.phase()).isEqualTo(Observation.Phase.ACT);
        assertThat(obs.availableActions()).containsExactly(Action.ACTION_USE, Action.ACTION_LEFT, Action.ACTION_RIGHT);
        assertThat(obs.avatarPosition().y()).isPositive();
        assertThat(obs.worldDimension()).isEqualTo(new Observation.Vector(300, 110));
        assertThat(obs.observationGrid()).hasSize(30).allSatisfy(column -> assertThat(column).hasSize(11));
        assertThat(obs.positions("immovablePositions")).isNotEmpty();
        assertThat(Arrays.copyOf(obs.imagePng(), 8)).isEqualTo(PNG_MAGIC);
        assertThat(Observation.parse(observed(SsoType.JSON)).imagePng()).isNull();
    }

    private static final String SPRITE = "{\"category\":3,\"itype\":7,\"obsID\":42,\"position\":{\"x\":20.0,\"y\":10.0},"
            + "\"reference\":{\"x\":-1.0,\"y\":-1.0},\"sqDist\":562.0}";

    @Test
    void aFullJsonObservationReadsIntoTypedFields() {
        var obs = Observation.parse("{\"phase\":\"END\",\"isValidation\":true,\"gameScore\":6.0,\"gameTick\":131,"
                + "\"gameWinner\":\"PLAYER_WINS\",\"isGameOver\":true,\"availableActions\":[\"ACTION_USE\",\"ACTION_LEFT\"],"
                + "\"worldDimension\":[30,20],\"blockSize\":10,\"avatarOrientation\":[1.0,0.0],\"avatarPosition\":[10.0,0.0],"
                + "\"isAvatarAlive\":true,\"avatarResources\":{\"4\":2,\"9\":1},"
                + "\"observationGrid\":[[[],[]],[[" + SPRITE + "],[]],[[],[]]],\"NPCPositions\":[[" + SPRITE + "]]}");
        assertThat(obs.phase()).isEqualTo(Observation.Phase.END);
        assertThat(obs.isValidation()).isTrue();
        assertThat(obs.score()).isEqualTo(6.0);
        assertThat(obs.tick()).isEqualTo(131);
        assertThat(obs.winner()).isEqualTo(Observation.Winner.PLAYER_WINS);
        assertThat(obs.isGameOver()).isTrue();
        assertThat(obs.availableActions()).containsExactly(Action.ACTION_USE, Action.ACTION_LEFT);
        assertThat(obs.avatarPosition()).isEqualTo(new Observation.Vector(10, 0));
        assertThat(obs.avatarOrientation()).isEqualTo(new Observation.Vector(1, 0));
        assertThat(obs.avatarResources()).isEqualTo(Map.of(4, 2, 9, 1));
        assertThat(obs.isAvatarAlive()).isTrue();
        assertThat(obs.blockSize()).isEqualTo(10);
        var sprite = new Sprite(3, 7, 42, 20, 10, 562);
        assertThat(obs.observationGrid()).hasSize(3);
        assertThat(obs.observationGrid().get(1)).containsExactly(List.of(sprite), List.of());
        assertThat(obs.positions("NPCPositions")).containsExactly(List.of(sprite));
        assertThat(obs.positions("portalsPositions")).isEmpty();
        assertThat(obs.imagePng()).isNull();
        assertThat(obs.raw().get("worldDimension")).isEqualTo(List.of(30L, 20L));
    }

    @Test
    void anImageObservationHasTheScreenAndReadsAbsentFieldsAsEmpty() {
        var obs = Observation.parse("{\"phase\":\"ACT\",\"isValidation\":false,\"gameScore\":0.0,\"gameTick\":3,"
                + "\"gameWinner\":\"NO_WINNER\",\"isGameOver\":false,\"availableActions\":[],"
                + "\"imageArray\":[-119,80,78,71],\"blockSize\":0,\"isAvatarAlive\":false}");
        assertThat(obs.phase()).isEqualTo(Observation.Phase.ACT);
        assertThat(obs.imagePng()).containsExactly(0x89, 'P', 'N', 'G');
        assertThat(obs.avatarPosition()).isEqualTo(new Observation.Vector(-1, -1));
        assertThat(obs.avatarResources()).isEmpty();
        assertThat(obs.observationGrid()).isEmpty();
        assertThat(obs.positions("NPCPositions")).isEmpty();
    }
}
