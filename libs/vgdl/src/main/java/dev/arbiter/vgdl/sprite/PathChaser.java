package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.World;

import java.util.List;
import java.util.Set;

/**
 * GVGAI's PathChaser: every tick, the first step of a shortest path (round the game's
 * {@code obs} obstacles) towards the nearest sprite of {@code stype}, found as {@link Chaser}
 * finds it; a random walk when there is none. Standing still when the target has no path.
 */
final class PathChaser extends RandomNpc {
    PathChaser() {
        super("PathChaser", Set.of("stype", "cons"), s -> { });
    }

    @Override
    public void update(World world, Sprite sprite) {
        sprite.passiveMovement(world.blockSize());
        List<Sprite> targets = Chaser.closest(world, sprite);
        Direction d;
        if (targets.isEmpty()) {
            d = randomMove(world, sprite);
        } else {
            Sprite target = targets.get(0);
            Direction step = world.pathStep(sprite, target.x, target.y);
            d = step == null ? Direction.NONE : step;
            // A later random walk starts afresh rather than repeating an old direction.
            sprite.randomCounter = sprite.settings().cons;
        }
        sprite.activeMovement(d, sprite.speed, world.blockSize());
    }
}
