package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.World;

import java.util.Set;

/** A missile that picks a random base direction on its first update and then flies straight. */
final class RandomMissile extends BasicKind {
    RandomMissile() {
        super("RandomMissile", Set.of(), s -> {
            s.speed = 1;
            s.oriented = true;
            s.randomOrientation = true;
        });
    }

    @Override
    public void update(World world, Sprite sprite) {
        if (sprite.needsRandomOrientation) {
            sprite.orientation = Direction.BASE.get(world.random().nextInt(4));
            sprite.needsRandomOrientation = false;
        }
        sprite.passiveMovement(world.blockSize());
    }
}
