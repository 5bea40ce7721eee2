package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.World;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * GVGAI's PathAltChaser and RandomPathAltChaser: walks the shortest path (see the game's
 * {@code obs} obstacles) to a sprite of {@code stype1}, the nearest one or, with
 * {@code randomTarget}, any one, and keeps that target until it stands on it. When the target's
 * cell has no path it heads for where it last saw the target instead. With probability
 * {@code epsilon} (RandomPathAltChaser) a tick is a random step instead. GVGAI's flee branch
 * ({@code stype2}) is unreachable there, so it is here too; with nothing to chase it walks at random.
 */
final class PathAltChaser extends RandomNpc {
    private final boolean epsilonRandom;

    private PathAltChaser(String name, boolean epsilonRandom) {
        super(name, epsilonRandom ? Set.of("stype1", "stype2", "randomTarget", "epsilon", "cons")
                : Set.of("stype1", "stype2", "randomTarget", "cons"), s -> { });
        this.epsilonRandom = epsilonRandom;
    }

    static PathAltChaser pathAlt() {
        return new PathAltChaser("PathAltChaser", false);
    }

    static PathAltChaser randomPathAlt() {
        return new PathAltChaser("RandomPathAltChaser", true);
    }

    @Override
    public void update(World world, Sprite sprite) {
        if (epsilonRandom && world.random().nextDouble() < sprite.settings().epsilon) {
            sprite.passiveMovement(world.blockSize());
            sprite.activeMovement(randomDirection(world), sprite.speed, world.blockSize());
            return;
        }
        sprite.passiveMovement(world.blockSize());
        Sprite last = sprite.chaseTarget;
        Sprite target = last == null || (last.x == sprite.x && last.y == sprite.y) ? pickTarget(world, sprite) : last;
        Direction d;
        if (target != null) {
            sprite.chaseTarget = target;
            Direction step = world.pathStep(sprite, target.x, target.y);
            if (step == null && sprite.chaseLastKnown != null) {
                step = world.pathStep(sprite, sprite.chaseLastKnown[0], sprite.chaseLastKnown[1]);
            } else {
                // As in GVGAI, remembered whenever that fallback is not taken, path or no path.
                sprite.chaseLastKnown = new int[] {target.x, target.y};
            }
            d = step == null ? Direction.NONE : step;
        } else {
            d = randomDirection(world);
        }
        sprite.activeMovement(d, sprite.speed, world.blockSize());
    }

    private static Direction randomDirection(World world) {
        return Direction.BASE.get(world.random().nextInt(Direction.BASE.size()));
    }

    /** Null when there is nothing of {@code stype1} to chase. */
    private static Sprite pickTarget(World world, Sprite sprite) {
        int[] chased = sprite.settings().chaseIds;
        int present = 0;
        for (int t : chased) {
            present += world.countSprites(t);
        }
        if (present == 0 || chased.length == 0) {
            return null;
        }
        // GVGAI draws this from an unseeded generator; the game's own keeps games repeatable,
        // and is not touched when there is only one type to choose.
        int type = chased.length == 1 ? chased[0] : chased[world.random().nextInt(chased.length)];
        List<Sprite> candidates = world.subSpritesGroup(type);
        if (candidates.isEmpty()) {
            return null;
        }
        if (sprite.settings().randomTarget) {
            return candidates.get(world.random().nextInt(candidates.size()));
        }
        List<Sprite> nearest = new ArrayList<>();
        int best = Integer.MAX_VALUE;
        for (Sprite s : candidates) {
            int d = Math.abs(s.x - sprite.x) + Math.abs(s.y - sprite.y);
            if (d < best) {
                best = d;
                nearest.clear();
            }
            if (d == best) {
                nearest.add(s);
            }
        }
        return nearest.get(0);
    }
}
