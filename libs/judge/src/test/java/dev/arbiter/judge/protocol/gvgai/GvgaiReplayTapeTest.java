package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.GameRules;
import dev.arbiter.vgdl.replay.PlayTape;
import dev.arbiter.vgdl.replay.ValidationPlayNote;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The tapes the referee notes for each validation play give back the play itself when replayed. */
class GvgaiReplayTapeTest {

    @Test
    void everyValidationPlayIsNotedWithATapeWhoseReplayEndsWithTheCountedScore() {
        // Shooting, with a few moves in between, for long enough that aliens scores differ from 0 and chance matters.
        Played played = GvgaiRuns.play(Map.of("gvgai.max-ticks", "80"), "--action", "ACTION_USE",
                "--act-at", "5=ACTION_LEFT", "--act-at", "9=ACTION_RIGHT", "--act-at", "12=ACTION_RIGHT",
                "--results", "0,0,END_TRAINING");

        List<ValidationPlayNote> notes = notes(played);
        var seat = GvgaiRuns.seat(played);
        assertThat(notes).as("one note per validation play, none for training").hasSize(seat.stats().get("plays").intValue());
        assertThat(notes).extracting(ValidationPlayNote::level).containsExactly(3, 4, 3, 4);
        assertThat(notes).extracting(ValidationPlayNote::play).containsExactly(1, 2, 3, 4);

        GameRules rules = ShippedGames.rules("aliens");
        var replayedScores = new ArrayList<Double>();
        for (ValidationPlayNote note : notes) {
            PlayTape tape = note.tape();
            var frames = new ArrayList<Integer>();
            Game replayed = tape.replay(rules, ShippedGames.level(tape.game(), tape.level()), g -> frames.add(g.tick()));
            assertThat(tape.reproducedBy(replayed)).as(note.line()).isTrue();
            assertThat(replayed.score()).isEqualTo(note.countedScore());
            assertThat(frames).hasSize(tape.ticks() + 1);
            replayedScores.add(replayed.score());
        }
        assertThat(replayedScores.stream().mapToDouble(Double::doubleValue).sum()).isEqualTo(seat.score());
        assertThat((replayedScores.get(0) + replayedScores.get(2)) / 2).isEqualTo(seat.stats().get("level3.mean-score"));
        assertThat(replayedScores).as("the run scored something to reproduce").anyMatch(s -> s != 0);
    }

    @Test
    void aDisqualifiedPlayCountsMinus1000AndItsTapeEndsWithTheAbortingEscape() {
        // The 3 training levels last 7 cycles each (max-ticks 6), so ACT 24 is the 3rd of the first validation level.
        Played played = GvgaiRuns.play(Map.of(), "--act-at", "24=END_OVERSPENT", "--results", "0,0,END_TRAINING");

        ValidationPlayNote first = notes(played).getFirst();
        assertThat(first.disqualified()).isTrue();
        assertThat(first.countedScore()).isEqualTo(-1000);
        assertThat(first.tape().actions()).endsWith("x").hasSize(first.tape().ticks());
        Game replayed = first.tape().replay(ShippedGames.rules("aliens"), ShippedGames.level("aliens", 3), g -> { });
        assertThat(first.tape().reproducedBy(replayed)).isTrue();
        assertThat(replayed.isAborted()).isTrue();
    }

    private static List<ValidationPlayNote> notes(Played played) {
        return played.notes().stream().map(ValidationPlayNote::parse).flatMap(java.util.Optional::stream).toList();
    }

    @Test
    void aTapeReadsBackFromItsLineAndAnotherSeedPlaysOtherwise() {
        GameRules rules = ShippedGames.rules("aliens");
        var recorder = new PlayTape.Recorder("aliens", 0, 42, ShippedGames.LEARNING_BLOCK_SIZE, 300);
        Game game = new Game(rules, ShippedGames.level("aliens", 0), 42, ShippedGames.LEARNING_BLOCK_SIZE, 300);
        while (!game.isEnded()) {
            recorder.step(game, game.tick() % 7 == 0 ? dev.arbiter.vgdl.engine.Action.ACTION_LEFT
                    : dev.arbiter.vgdl.engine.Action.ACTION_USE);
        }
        PlayTape tape = recorder.finish(game);

        assertThat(PlayTape.parse(tape.line())).contains(tape);
        assertThat(tape.reproducedBy(tape.replay(rules, ShippedGames.level("aliens", 0), g -> { }))).isTrue();
        var otherSeed = new PlayTape(tape.game(), tape.level(), 43, tape.blockSize(), tape.maxTicks(), tape.score(),
                tape.winner(), tape.ticks(), tape.actions());
        assertThat(PlayTape.parse("tape aliens level 0 seed 1 block 10 max-ticks 5 score 0.0 winner NOPE ticks 1 actions n")).isEmpty();
        // Aliens' bombs fall at random: the seed is part of what a replay needs.
        var states = new ArrayList<String>();
        for (PlayTape t : List.of(tape, otherSeed)) {
            Game g = t.replay(rules, ShippedGames.level("aliens", 0), x -> { });
            states.add(g.tick() + "/" + g.score() + "/" + g.winner());
        }
        assertThat(states.get(0)).isNotEqualTo(states.get(1));
    }
}
