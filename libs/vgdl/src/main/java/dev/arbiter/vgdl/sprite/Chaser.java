package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.World;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Steps towards (or, fleeing, away from) the nearest sprite of exactly type {@code stype} by
 * Manhattan distance, choosing at random among equally good directions; walks randomly when none
 * helps. Like GVGAI it looks at the exact type, and at its subtypes only when that has no sprites.
 */
final class Chaser extends RandomNpc {
    Chaser(String name, boolean fleeing) {
        super(name, Set.of("stype", "maxDistance", "cons"), s -> s.fleeing = fleeing);
    }

    @Override
    public void update(World world, Sprite sprite) {
        sprite.passiveMovement(world.blockSize());
        List<Sprite> targets = closest(world, sprite);
        List<Direction> moves = new ArrayList<>(4);
        for (Sprite target : targets) {
            towards(sprite, target, moves);
        }
        Direction d = moves.isEmpty() ? randomMove(world, sprite) : moves.get(world.random().nextInt(moves.size()));
        sprite.activeMovement(d, sprite.speed, world.blockSize());
    }

    private static int distance(int x1, int y1, Sprite b) {
        return Math.abs(y1 - b.y) + Math.abs(x1 - b.x);
    }

    static List<Sprite> closest(World world, Sprite sprite) {
        List<Sprite> targets = new ArrayList<>();
        int target = sprite.settings().firstStype();
        if (target < 0) {
            return targets;
        }
        int best = Integer.MAX_VALUE;
        // GVGAI looks at the exact type and only when it has no sprites at its subtypes too.
        List<Sprite> group = world.group(target);
        for (Sprite s : group.isEmpty() ? world.subSpritesGroup(target) : group) {
            int d = distance(sprite.x, sprite.y, s);
            if (d < best) {
                best = d;
                targets.clear();
                targets.add(s);
            } else if (d == best) {
                targets.add(s);
            }
        }
        return targets;
    }

    private static void towards(Sprite sprite, Sprite target, List<Direction> moves) {
        int now = distance(sprite.x, sprite.y, target);
        double max = sprite.settings().maxDistance;
        if (max != -1 && now > max) {
            return;
        }
        for (Direction d : Direction.BASE) {
            int next = distance(sprite.x + d.dx(), sprite.y + d.dy(), target);
            if (sprite.settings().fleeing ? now < next : now > next) {
                moves.add(d);
            }
        }
    }
}
