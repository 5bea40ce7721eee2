package dev.arbiter.vgdl.engine;

import dev.arbiter.vgdl.parse.SourcePosition;

/** A loaded InteractionSet rule: the effect, its score change and its name (shieldFrom matches names). */
public record Interaction(String name, Effect effect, int scoreChange, SourcePosition position) {

    /** Applies the effect, then the score change when the effect says it applies. */
    void execute(World world, Sprite first, Sprite second) {
        if (effect.apply(world, first, second) && scoreChange != 0) {
            world.addScore(scoreChange);
        }
    }
}
