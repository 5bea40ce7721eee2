package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.Sprite;

import java.util.Set;

/** A flicker that, on its second tick, copies itself (or {@code stype}) into each neighbour cell. */
final class Spreader extends Flicker {
    Spreader() {
        super("Spreader", Set.of("limit", "stype", "spreadprob"), s -> { });
    }

    @Override
    public void update(Game game, Sprite sprite) {
        super.update(game, sprite);
        if (sprite.age == 2) {
            int target = sprite.settings().stypeIds.length == 0 ? sprite.type.id() : sprite.settings().firstStype();
            for (Direction d : Direction.BASE) {
                if (game.random().nextDouble() < sprite.settings().spreadProb) {
                    game.addSprite(target, sprite.lastX + d.dx() * sprite.width,
                            sprite.lastY + d.dy() * sprite.height, false);
                }
            }
        }
    }
}
