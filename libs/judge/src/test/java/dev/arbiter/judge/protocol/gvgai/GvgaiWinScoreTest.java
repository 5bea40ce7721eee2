package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.vgdl.engine.Winner;
import dev.arbiter.vgdl.load.GameFiles;
import dev.arbiter.vgdl.replay.ValidationPlayNote;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** A won level counts a score of at least 1, as the framework's result counts it; nothing else is changed. */
class GvgaiWinScoreTest {

    /** A game the avatar wins by waiting three ticks, with nothing ever scored. */
    private static GameFiles patience() {
        var files = new LinkedHashMap<String, byte[]>();
        files.put("patience.txt", """
                BasicGame
                    SpriteSet
                        background > Immovable hidden=True
                        avatar > MovingAvatar
                    LevelMapping
                        . > background
                        A > background avatar
                    TerminationSet
                        Timeout limit=3 win=True
                    InteractionSet
                        avatar EOS > stepBack
                """.getBytes(StandardCharsets.UTF_8));
        files.put("patience_lvl0.txt", "..A..".getBytes(StandardCharsets.UTF_8));
        files.put("patience_lvl1.txt", ".A...".getBytes(StandardCharsets.UTF_8));
        return GameFiles.fromUploads(files);
    }

    @Test
    void aValidationLevelWonWithAScoreOfZeroCountsOneWhileItsTapeKeepsTheEnginesScore() {
        var settings = GvgaiRuns.settings(GvgaiRuns.freePort());
        settings.put("gvgai.game", "patience");
        settings.put("gvgai.max-ticks", "20");
        Played played = GvgaiRuns.playUploaded(settings, patience(), "--results", "END_TRAINING");

        var seat = GvgaiRuns.seat(played);
        assertThat(seat.verdict()).isEqualTo(Verdict.OK);
        assertThat(seat.stats().get("plays")).isEqualTo(2.0);
        assertThat(seat.stats().get("victories")).isEqualTo(2.0);
        assertThat(seat.stats().get("mean-score")).isEqualTo(1.0);
        assertThat(seat.score()).isEqualTo(2.0);
        List<ValidationPlayNote> notes = played.notes().stream().map(ValidationPlayNote::parse).flatMap(Optional::stream).toList();
        assertThat(notes).hasSize(2).allSatisfy(note -> {
            assertThat(note.countedScore()).isEqualTo(1.0);
            assertThat(note.tape().score()).as("the tape ends where the engine ended").isEqualTo(0.0);
            assertThat(note.tape().winner()).isEqualTo(Winner.PLAYER_WINS);
        });
        // The END observation shows the engine's score, as the framework's did.
        assertThat(GvgaiRuns.phase(played, "END")).last()
                .satisfies(end -> assertThat(end.sso().get("gameScore").asDouble()).isEqualTo(0.0));
    }

    @Test
    void onlyAWinIsRaisedToOne() {
        assertThat(PlayResult.countedScore(Winner.PLAYER_WINS, -3)).isEqualTo(1);
        assertThat(PlayResult.countedScore(Winner.PLAYER_WINS, 0)).isEqualTo(1);
        assertThat(PlayResult.countedScore(Winner.PLAYER_WINS, 0.5)).isEqualTo(0.5);
        assertThat(PlayResult.countedScore(Winner.PLAYER_LOSES, -3)).isEqualTo(-3);
        assertThat(PlayResult.countedScore(Winner.NO_WINNER, 0)).isEqualTo(0);
    }
}
