package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.vgdl.ShippedGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The games the learning track is played on here, each through a whole run: aliens with its five levels, and the
 * 2018 competition's testgame1-3, shipped with two levels each (trained on level 0, validated on level 1).
 */
class GvgaiTargetGamesTest {

    @ParameterizedTest
    @ValueSource(strings = {"aliens", "testgame1", "testgame2", "testgame3"})
    void aWholeRunIsPlayedOn(String game) {
        Played played = GvgaiRuns.play(Map.of("gvgai.game", game, "gvgai.max-ticks", "30"),
                "--action", "ACTION_USE", "--results", "END_TRAINING");

        SeatResult seat = GvgaiRuns.seat(played);
        assertThat(seat.verdict()).as(seat.detail() + " / " + seat.stderrHead()).isEqualTo(Verdict.OK);
        assertThat(played.sentTo("p1").getLast()).endsWith("#FINISH");
        String validation = game.equals("aliens") ? "validation 3" : "validation 1";
        assertThat(GvgaiRuns.levelsPlayed(played)).startsWith("training 0", validation);
        assertThat(GvgaiRuns.phase(played, "ACT")).isNotEmpty();
    }

    @Test
    void aGameTheEngineCannotPlayYetIsRefusedWhenTheRunIsConfigured() {
        // Whichever shipped game the engine does not cover today (its coverage grows, so none is named here).
        String unplayable = ShippedGames.names().stream().filter(GvgaiTargetGamesTest::failsToLoad).findFirst().orElse(null);
        assumeTrue(unplayable != null, "the engine loads every shipped game");

        assertThatThrownBy(() -> new GvgaiProtocol(Map.of("gvgai.game", unplayable)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cannot play '" + unplayable + "' yet");
    }

    private static boolean failsToLoad(String game) {
        try {
            ShippedGames.rules(game);
            return false;
        } catch (RuntimeException e) {
            return true;
        }
    }
}
