package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.vgdl.engine.GameRules;
import dev.arbiter.vgdl.parse.LevelText;

import java.util.function.IntFunction;

/**
 * The game a run plays: its rules, its levels by number, and whether its validation levels are private (an
 * organiser's upload), so that their observations are withheld from the transcript.
 */
record LearningGame(GameRules rules, IntFunction<LevelText> levels, boolean privateValidation) {
}
