package dev.arbiter.vgdl.load;

import dev.arbiter.vgdl.ShippedGames;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** An organiser's game files are checked as the referee will use them, and refused with every problem's place. */
class GameFilesTest {

    /** aliens as an organiser would upload it, under another name. */
    private static Map<String, byte[]> aliens() {
        var files = new LinkedHashMap<String, byte[]>();
        files.put("invaders.txt", bytes(ShippedGames.gameText("aliens")));
        for (int i = 0; i < 5; i++) {
            files.put("invaders_lvl" + i + ".txt", bytes(String.join("\n", ShippedGames.level("aliens", i).rows())));
        }
        return files;
    }

    @Test
    void aGameWithItsLevelsIsAcceptedLoosePlainOrZippedAndStoresAsTheSameBytes() throws IOException {
        GameFiles loose = GameFiles.fromUploads(aliens());
        GameFiles zipped = GameFiles.fromUploads(Map.of("whatever.zip", zip(aliens(), "game/")));

        assertThat(loose.name()).isEqualTo("invaders");
        assertThat(loose.levels()).hasSize(5);
        assertThat(zipped).isEqualTo(loose);
        assertThat(loose.toZip()).isEqualTo(zipped.toZip());
        assertThat(GameFiles.fromZip(loose.toZip())).isEqualTo(loose);
        assertThat(loose.rules().typeCount()).isEqualTo(ShippedGames.rules("aliens").typeCount());
    }

    @Test
    void aDescriptionThatDoesNotLoadIsRefusedWithItsFileAndLine() {
        var files = aliens();
        files.put("invaders.txt", bytes(ShippedGames.gameText("aliens").replace("FlakAvatar", "TeleportingAvatar")));

        assertThatThrownBy(() -> GameFiles.fromUploads(files)).isInstanceOf(GameFiles.InvalidException.class)
                .hasMessageStartingWith("invaders.txt:5:").hasMessageContaining("TeleportingAvatar");
    }

    @Test
    void everyLevelThatCannotBePlayedIsNamedWithItsLineAndColumn() {
        var files = aliens();
        files.put("invaders_lvl1.txt", bytes("2....\n00Q..\n..A.."));
        files.put("invaders_lvl3.txt", bytes("..A..\n.....\n....Z"));

        assertThatThrownBy(() -> GameFiles.fromUploads(files)).isInstanceOf(GameFiles.InvalidException.class)
                .hasMessage("invaders_lvl1.txt:2:3: character 'Q' has no LevelMapping entry\n"
                        + "invaders_lvl3.txt:3:5: character 'Z' has no LevelMapping entry");
    }

    @Test
    void missingOrStrayFilesAreRefusedByName() {
        var gap = aliens();
        gap.remove("invaders_lvl2.txt");
        assertThatThrownBy(() -> GameFiles.fromUploads(gap)).hasMessageContaining("without gaps (found [0, 1, 3, 4])");

        var noGame = aliens();
        noGame.remove("invaders.txt");
        assertThatThrownBy(() -> GameFiles.fromUploads(noGame)).hasMessageContaining("no game description");

        var stray = aliens();
        stray.put("notes.md", bytes("hello"));
        stray.put("other_lvl0.txt", bytes("..A.."));
        assertThatThrownBy(() -> GameFiles.fromUploads(stray))
                .hasMessageContaining("notes.md: not a game description")
                .hasMessageContaining("other_lvl0.txt: a level of another game than invaders.txt");

        var binary = aliens();
        binary.put("invaders_lvl4.txt", new byte[]{(byte) 0xff, (byte) 0xfe, 0});
        assertThatThrownBy(() -> GameFiles.fromUploads(binary)).hasMessageContaining("invaders_lvl4.txt: not UTF-8 text");
    }

    private static byte[] zip(Map<String, byte[]> files, String folder) throws IOException {
        var out = new ByteArrayOutputStream();
        try (var zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry(folder));
            zip.closeEntry();
            for (var f : files.entrySet()) {
                zip.putNextEntry(new ZipEntry(folder + f.getKey()));
                zip.write(f.getValue());
                zip.closeEntry();
            }
        }
        return out.toByteArray();
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
