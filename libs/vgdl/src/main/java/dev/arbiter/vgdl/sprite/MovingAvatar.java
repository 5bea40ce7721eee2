package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.Action;
import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Movement;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.SpriteSettings;
import dev.arbiter.vgdl.engine.World;

import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The avatar classes. The plain MovingAvatar steps in the four directions; Horizontal and
 * Vertical restrict the directions; Oriented turns before it moves and faces where it went.
 * Shooting classes extend this in {@link ShootingAvatar}.
 */
class MovingAvatar extends BasicKind {
    static final List<Action> FOUR_WAYS =
            List.of(Action.ACTION_LEFT, Action.ACTION_RIGHT, Action.ACTION_DOWN, Action.ACTION_UP);

    MovingAvatar(String name, Set<String> parameters, Consumer<SpriteSettings> defaults) {
        super(name, parameters, s -> {
            s.speed = 1;
            s.avatar = true;
            s.actions = FOUR_WAYS;
            defaults.accept(s);
        });
    }

    @Override
    public boolean isAvatar() {
        return true;
    }

    @Override
    public void update(World world, Sprite sprite) {
        // Avatars other than the player's are not updated, as in GVGAI.
    }

    @Override
    public void act(World world, Sprite avatar, Action action) {
        move(world, avatar, action);
    }

    /** Applies the action's direction; an oriented avatar then faces the way it moved. */
    Movement move(World world, Sprite avatar, Action action) {
        Movement m = avatar.activeMovement(action.direction(), avatar.speed, world.blockSize());
        if (m == Movement.MOVE && avatar.settings().facesMovement) {
            avatar.orientation = avatar.lastDirection();
        }
        return m;
    }

    static MovingAvatar plain() {
        return new MovingAvatar("MovingAvatar", Set.of(), s -> { });
    }

    static MovingAvatar horizontal() {
        return new MovingAvatar("HorizontalAvatar", Set.of(),
                s -> s.actions = List.of(Action.ACTION_LEFT, Action.ACTION_RIGHT));
    }

    static MovingAvatar vertical() {
        return new MovingAvatar("VerticalAvatar", Set.of(),
                s -> s.actions = List.of(Action.ACTION_UP, Action.ACTION_DOWN));
    }

    static void oriented(SpriteSettings s) {
        s.orientation = Direction.RIGHT;
        s.oriented = true;
        s.rotateInPlace = true;
        s.facesMovement = true;
    }

    static MovingAvatar orientedAvatar() {
        return new MovingAvatar("OrientedAvatar", Set.of(), MovingAvatar::oriented);
    }

    /** Keeps moving along its orientation; the action only turns it. */
    static MovingAvatar ongoing() {
        return new MovingAvatar("OngoingAvatar", Set.of(), MovingAvatar::oriented) {
            @Override
            public void act(World world, Sprite avatar, Action action) {
                if (!action.direction().isNone() && avatar.oriented) {
                    avatar.orientation = action.direction();
                }
                avatar.passiveMovement(world.blockSize());
            }
        };
    }

    /**
     * Keeps moving along its orientation; an action only turns it, and only sideways (never
     * straight back). Every step leaves a {@code spawnBehind} sprite on the cell it left.
     */
    static MovingAvatar ongoingTurning() {
        return new MovingAvatar("OngoingTurningAvatar", Set.of("spawnBehind"), MovingAvatar::oriented) {
            @Override
            public void act(World world, Sprite avatar, Action action) {
                Direction d = action.direction();
                Direction o = avatar.orientation;
                if (!d.isNone() && d.dx() * o.dx() + d.dy() * o.dy() == 0) {
                    avatar.orientation = d;
                }
                avatar.passiveMovement(world.blockSize());
                boolean leftItsCell = Math.abs(avatar.x - avatar.lastX) >= avatar.width
                        || Math.abs(avatar.y - avatar.lastY) >= avatar.height;
                int trail = avatar.settings().firstStype();
                if (leftItsCell && trail >= 0) {
                    world.addSprite(trail, avatar.lastX, avatar.lastY, false);
                }
            }
        };
    }

    /** Flies along its orientation whatever the player does. */
    static MovingAvatar missile() {
        return new MovingAvatar("MissileAvatar", Set.of(), MovingAvatar::oriented) {
            @Override
            public void act(World world, Sprite avatar, Action action) {
                avatar.passiveMovement(world.blockSize());
            }
        };
    }
}
