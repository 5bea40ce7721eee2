package dev.arbiter.vgdl.observation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.engine.Action;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.Winner;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** Observations of aliens, read back as a client would, against the track's field list and its real sample. */
class LevelObserverTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The protocol description's field list, in its order (primitive list counters after each list). */
    private static final List<String> FULL_FIELDS = List.of("phase", "isValidation", "gameScore", "gameTick",
            "gameWinner", "isGameOver", "availableActions", "worldDimension", "blockSize", "noOfPlayers",
            "avatarSpeed", "avatarOrientation", "avatarPosition", "avatarLastAction", "avatarType",
            "avatarHealthPoints", "avatarMaxHealthPoints", "avatarLimitHealthPoints", "isAvatarAlive",
            "avatarResources", "observationGrid", "observationGridNum", "observationGridMaxRow",
            "observationGridMaxCol", "NPCPositions", "NPCPositionsNum", "NPCPositionsMaxRow", "immovablePositions",
            "immovablePositionsNum", "immovablePositionsMaxRow", "movablePositions", "movablePositionsNum",
            "movablePositionsMaxRow", "resourcesPositions", "resourcesPositionsNum", "resourcesPositionsMaxRow",
            "portalsPositions", "portalsPositionsNum", "portalsPositionsMaxRow", "fromAvatarSpritesPositions",
            "fromAvatarSpritesPositionsNum", "fromAvatarSpritesPositionsMaxRow");

    private static LevelObserver aliens() {
        Game game = ShippedGames.start(ShippedGames.rules("aliens"), "aliens", 0, 1);
        return new LevelObserver(game);
    }

    private static LevelObserver aliensAfter(int ticks) {
        LevelObserver observer = aliens();
        for (int i = 0; i < ticks; i++) {
            observer.game().step(Action.ACTION_NIL);
        }
        return observer;
    }

    @Test
    void aJsonObservationHasEveryFieldOfTheTrackInTheProtocolsOrder() throws IOException {
        LevelObserver observer = aliensAfter(40); // the portals have spawned the first aliens (NPCs)
        JsonNode sso = JSON.readTree(observer.json(Phase.ACT, false, SsoType.JSON));

        List<String> names = names(sso);
        // aliens has no resources, portals or movable types: Gson left those null lists out, counters stay.
        assertThat(names).containsSubsequence(FULL_FIELDS.stream().filter(names::contains).toList());
        assertThat(FULL_FIELDS).containsSubsequence(names);
        assertThat(names).doesNotContain("imageArray")
                .contains("NPCPositions", "immovablePositions", "observationGrid", "avatarPosition");
        assertThat(FULL_FIELDS.stream().filter(f -> !names.contains(f)).toList())
                .allMatch(f -> f.startsWith("movable") || f.startsWith("resources") || f.startsWith("portals")
                        || f.startsWith("fromAvatar") && !f.endsWith("Num") && !f.endsWith("MaxRow"));
        assertThat(sso.get("phase").asText()).isEqualTo("ACT");
        assertThat(sso.get("gameTick").asInt()).isEqualTo(40);
        assertThat(sso.get("gameWinner").asText()).isEqualTo("NO_WINNER");
        assertThat(sso.get("blockSize").asInt()).isEqualTo(10);
        assertThat(sso.get("availableActions")).extracting(JsonNode::asText)
                .containsExactlyInAnyOrder("ACTION_USE", "ACTION_LEFT", "ACTION_RIGHT");
    }

    @Test
    void theGridIsIndexedByColumnThenRowWithPixelPositions() throws IOException {
        LevelObserver observer = aliens();
        Game game = observer.game();
        JsonNode sso = JSON.readTree(observer.json(Phase.ACT, false, SsoType.JSON));

        JsonNode grid = sso.get("observationGrid");
        assertThat(grid.size()).isEqualTo(game.widthTiles()).isEqualTo(sso.get("observationGridNum").asInt());
        assertThat(grid.get(0).size()).isEqualTo(game.heightTiles());
        double ax = sso.get("avatarPosition").get(0).asDouble();
        double ay = sso.get("avatarPosition").get(1).asDouble();
        JsonNode avatarCell = grid.get((int) ax / 10).get((int) ay / 10);
        JsonNode avatarObs = null;
        for (JsonNode o : avatarCell) {
            if (o.get("category").asInt() == SpriteCategory.AVATAR.code()) {
                avatarObs = o;
            }
        }
        assertThat(avatarObs).isNotNull();
        assertThat(avatarObs.get("itype").asInt()).isEqualTo(sso.get("avatarType").asInt());
        assertThat(avatarObs.get("position").get("x").asDouble()).isEqualTo(ax);
        // No reference point in the learning track: GVGAI's (-1, -1), and sqDist measured from it.
        assertThat(avatarObs.get("sqDist").asDouble()).isEqualTo((ax + 1) * (ax + 1) + (ay + 1) * (ay + 1));
    }

    @Test
    void anImageObservationCarriesAPngOfTheScreenAndOnlyTheSummaryFields() throws IOException {
        LevelObserver observer = aliens();
        JsonNode sso = JSON.readTree(observer.json(Phase.ACT, false, SsoType.IMAGE));

        BufferedImage png = ImageIO.read(new ByteArrayInputStream(bytes(sso.get("imageArray"))));
        assertThat(png.getWidth()).isEqualTo(observer.game().widthPixels());
        assertThat(png.getHeight()).isEqualTo(observer.game().heightPixels());
        assertThat(sso.get("imageArray").get(0).asInt()).as("signed bytes, as Java sent them").isEqualTo(-119);
        assertThat(names(sso)).doesNotContain("observationGrid", "NPCPositions", "avatarPosition", "worldDimension");
        assertThat(names(sso)).contains("gameScore", "gameTick", "gameWinner", "isGameOver", "availableActions");
        assertThat(sso.get("blockSize").asInt()).as("primitives at Gson's default").isZero();
    }

    @Test
    void bothCarriesTheScreenshotAndTheFullState() throws IOException {
        LevelObserver observer = aliensAfter(40); // the portals have spawned the first aliens (NPCs)
        JsonNode sso = JSON.readTree(observer.json(Phase.ACT, true, SsoType.BOTH));

        assertThat(names(sso)).contains("imageArray", "observationGrid", "NPCPositions");
        assertThat(sso.get("isValidation").asBoolean()).isTrue();
    }

    @Test
    void theScreenshotShowsTheAvatarInItsColour() throws IOException {
        LevelObserver observer = aliens();
        var avatar = observer.game().avatar();
        BufferedImage png = ImageIO.read(new ByteArrayInputStream(Screenshot.png(observer.game())));

        int expected = Screenshot.colour(avatar.type.id(), avatar.settings());
        assertThat(png.getRGB(avatar.x + 5, avatar.y + 5) & 0xFFFFFF).isEqualTo(expected);
    }

    @Test
    void aDisqualificationIsReportedAsTheTracksWinnerValue() throws IOException {
        LevelObserver observer = aliens();
        observer.game().step(Action.ACTION_ESCAPE);
        JsonNode sso = JSON.readTree(observer.json(Phase.ABORT, false, SsoType.JSON, Winner.PLAYER_DISQ));

        assertThat(sso.get("gameWinner").asText()).isEqualTo("PLAYER_DISQ");
        assertThat(sso.get("isGameOver").asBoolean()).isTrue();
        assertThat(sso.get("avatarLastAction").asText()).isEqualTo("ACTION_ESCAPE");
    }

    @Test
    void fieldNamesAndObservationObjectsAreSpelledAsInTheTracksOwnSample() throws IOException {
        String sample;
        try (InputStream in = getClass().getResourceAsStream("gsonState.json")) {
            sample = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Set<String> sampleNames = new LinkedHashSet<>();
        var m = Pattern.compile("\"(\\w+)\":").matcher(sample);
        while (m.find()) {
            sampleNames.add(m.group(1));
        }
        String ours = aliens().json(Phase.ACT, false, SsoType.JSON);
        Set<String> ourNames = new LinkedHashSet<>();
        var o = Pattern.compile("\"(\\w+)\":").matcher(ours);
        while (o.find()) {
            ourNames.add(o.group(1));
        }
        // The 2017 sample predates two changes of the final track: worldDimension became [w, h] (no width/height).
        sampleNames.removeAll(Set.of("width", "height"));
        assertThat(ourNames).containsAll(sampleNames);
        // aliens_lvl0 has a base (static, like the sample's walls) at column 0, row 1; the hidden background
        // and portals are left out.
        JsonNode base = JSON.readTree(ours).get("observationGrid").get(0).get(1).get(0);
        assertThat(names(base)).containsExactly("category", "itype", "obsID", "position", "reference", "sqDist");
        assertThat(base.get("category").asInt()).isEqualTo(4);
        assertThat(base.get("reference").get("x").asDouble()).isEqualTo(-1.0);
        assertThat(base.get("sqDist").asDouble()).isEqualTo(1.0 + 11.0 * 11.0);
        assertThat(JSON.readTree(ours).get("observationGrid").get(0).get(0)).as("hidden types only").isEmpty();
    }

    private static List<String> names(JsonNode node) {
        var names = new ArrayList<String>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static byte[] bytes(JsonNode array) {
        byte[] b = new byte[array.size()];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) array.get(i).asInt();
        }
        return b;
    }
}
