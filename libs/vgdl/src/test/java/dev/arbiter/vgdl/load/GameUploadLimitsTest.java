package dev.arbiter.vgdl.load;

import dev.arbiter.testing.HostileUploads;
import dev.arbiter.vgdl.parse.LevelText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** An organiser's VGDL upload is read within limits: a small zip cannot make the checking service hold gigabytes. */
@Timeout(30)
class GameUploadLimitsTest {

    private static final GameFiles.Limits LIMITS = new GameFiles.Limits(4L * 1024 * 1024, 51);

    @Test
    void aSmallZipOfManyLargeFilesIsRefusedOnceItsFilesPassTheLimit() {
        byte[] zip = HostileUploads.vgdlZipOfManyLargeFiles(900);
        assertThat(zip.length).as("zipped").isLessThan(400 * 1024);

        assertThatThrownBy(() -> GameFiles.fromUploads(Map.of("hostile.zip", zip), LIMITS))
                .isInstanceOf(GameFiles.OverLimitException.class)
                .hasMessageStartingWith("hostile.zip: copy")
                .hasMessageContaining("more than 4194304 bytes, the limit");
    }

    @Test
    void moreFilesThanADescriptionAndFiftyLevelsAreRefused() {
        byte[] zip = HostileUploads.vgdlZipOfManyLargeFiles(60);

        assertThatThrownBy(() -> GameFiles.fromUploads(Map.of("hostile.zip", zip),
                new GameFiles.Limits(Long.MAX_VALUE, 51)))
                .isInstanceOf(GameFiles.OverLimitException.class)
                .hasMessageContaining("more than 51 files, the limit");
    }

    @Test
    void aLevelPaddedToGigabytesIsRefusedAtTheRowWherePassesTheTileLimit() {
        var files = new LinkedHashMap<String, byte[]>();
        files.put("hostile.txt", bytes(HostileUploads.VGDL_GAME));
        files.put("hostile_lvl0.txt", bytes(HostileUploads.vgdlLevelPaddedTo(100_000, 100_000)));

        assertThatThrownBy(() -> GameFiles.fromUploads(files, LIMITS))
                .isInstanceOf(GameFiles.OverLimitException.class)
                .hasMessageStartingWith("hostile_lvl0.txt:1:1:")
                .hasMessageContaining("over the limit of " + LevelText.MAX_CELLS + " tiles");
    }

    @Test
    void spriteTypesNestedDeeperThanTheLimitAreRefusedAtTheirLine() {
        var game = new StringBuilder("BasicGame\n    SpriteSet\n        avatar > MovingAvatar\n");
        for (int depth = 0; depth < 40; depth++) {
            game.append("\t".repeat(depth + 9)).append("s").append(depth).append(" > Immovable\n");
        }
        game.append("    LevelMapping\n        A > avatar\n    TerminationSet\n        SpriteCounter stype=avatar limit=0 win=False\n");
        var files = new LinkedHashMap<String, byte[]>();
        files.put("deep.txt", bytes(game.toString()));
        files.put("deep_lvl0.txt", bytes("A\n"));

        assertThatThrownBy(() -> GameFiles.fromUploads(files, LIMITS))
                .isInstanceOf(GameFiles.OverLimitException.class)
                .hasMessageStartingWith("deep.txt:35:")
                .hasMessageContaining("over the limit of 32");
    }

    @Test
    void aGameWithinTheLimitsIsAccepted() {
        var files = new LinkedHashMap<String, byte[]>();
        files.put("hostile.txt", bytes(HostileUploads.VGDL_GAME));
        files.put("hostile_lvl0.txt", bytes(HostileUploads.VGDL_LEVEL));

        assertThat(GameFiles.fromUploads(files, LIMITS).levels()).hasSize(1);
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
