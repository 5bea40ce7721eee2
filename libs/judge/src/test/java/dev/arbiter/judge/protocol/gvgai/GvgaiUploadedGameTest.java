package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.load.GameFiles;
import dev.arbiter.vgdl.replay.ValidationPlayNote;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * An organiser's uploaded game is played like a shipped one, and its validation levels stay private: the client
 * plays them, but the transcript shows none of their observations.
 */
class GvgaiUploadedGameTest {

    /** aliens under another name, as an organiser would upload it. */
    static GameFiles invaders() {
        var files = new LinkedHashMap<String, byte[]>();
        files.put("invaders.txt", ShippedGames.gameText("aliens").getBytes(StandardCharsets.UTF_8));
        for (int i = 0; i < 5; i++) {
            files.put("invaders_lvl" + i + ".txt",
                    String.join("\n", ShippedGames.level("aliens", i).rows()).getBytes(StandardCharsets.UTF_8));
        }
        return GameFiles.fromUploads(files);
    }

    @Test
    void anUploadedGameIsPlayedAndItsValidationObservationsNeverReachTheTranscript() {
        int port = GvgaiRuns.freePort();
        var settings = GvgaiRuns.settings(port);
        settings.put("gvgai.game", "invaders");
        Played played = GvgaiRuns.playUploaded(settings, invaders(), "--results", "0,0,END_TRAINING");

        var seat = GvgaiRuns.seat(played);
        assertThat(seat.verdict()).isEqualTo(Verdict.OK);
        assertThat(GvgaiRuns.levelsPlayed(played)).containsExactly("training 0", "training 1", "training 2",
                "validation 3", "validation 4", "validation 3", "validation 4");
        // Training observations are in the transcript in full; every validation one is withheld, yet answered.
        List<GvgaiRuns.Sent> sent = GvgaiRuns.sent(played);
        assertThat(GvgaiRuns.phase(played, "INIT")).hasSize(3).allSatisfy(i -> assertThat(i.sso().get("isValidation").asBoolean()).isFalse());
        List<String> withheld = sent.stream().map(GvgaiRuns.Sent::payload).filter(p -> p.contains("withheld")).toList();
        assertThat(withheld).hasSize(4 * (1 + 7 + 1)).allSatisfy(p -> assertThat(p).matches(
                "\\(an observation of private validation level [34], withheld\\)"));
        assertThat(sent).noneMatch(s -> s.payload().contains("\"isValidation\":true"));
        assertThat(sent.getLast().payload()).isEqualTo("FINISH");
        assertThat(played.receivedFrom("p1").size()).as("the client answered the validation observations it was sent")
                .isGreaterThan(4 * 7 + 3 * 7);
        // The notes name levels and actions, never a level's contents.
        List<ValidationPlayNote> notes = played.notes().stream().map(ValidationPlayNote::parse).flatMap(Optional::stream).toList();
        assertThat(notes).extracting(n -> n.tape().game()).containsOnly("invaders");
        assertThat(seat.stats().get("plays")).isEqualTo(4.0);
    }

    @Test
    void anUploadedGameMayNotTakeAShippedGamesNameAndBadLevelsAreRefusedUpFront() {
        var files = new LinkedHashMap<String, byte[]>();
        files.put("aliens.txt", ShippedGames.gameText("aliens").getBytes(StandardCharsets.UTF_8));
        files.put("aliens_lvl0.txt", "..A..".getBytes(StandardCharsets.UTF_8));
        GameFiles shadowing = GameFiles.fromUploads(files);
        assertThatThrownBy(() -> new GvgaiProtocol(Map.of(), shadowing)).hasMessageContaining("shipped game 'aliens'");

        assertThatThrownBy(() -> new GvgaiProtocol(Map.of("gvgai.validation-levels", "7"), invaders()))
                .hasMessageContaining("gvgai.validation-levels");
    }
}
