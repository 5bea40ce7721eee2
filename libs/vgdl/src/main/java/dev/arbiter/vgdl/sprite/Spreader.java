package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.World;

import java.util.Set;

/** A flicker that, on its second tick, copies itself (or {@code stype}) into each neighbour cell. */
final class Spreader extends Flicker {
    Spreader() {
        super("Spreader", Set.of("limit", "stype", "spreadprob"), s -> { });
    }

    @Override
    public void update(World world, Sprite sprite) {
        super.update(world, sprite);
        if (sprite.age == 2) {
            int target = sprite.settings().stypeIds.length == 0 ? sprite.type.id() : sprite.settings().firstStype();
            for (Direction d : Direction.BASE) {
                if (world.random().nextDouble() < sprite.settings().spreadProb) {
                    world.addSprite(target, sprite.lastX + d.dx() * sprite.width,
                            sprite.lastY + d.dy() * sprite.height, false);
                }
            }
        }
    }
}
