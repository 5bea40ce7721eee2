package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.Action;
import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Movement;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.SpriteSettings;
import dev.arbiter.vgdl.engine.World;

import java.util.List;
import java.util.Set;

/**
 * Avatars that create a sprite on ACTION_USE when they did not move this tick. FlakAvatar moves
 * left/right and fires from its own cell; ShootAvatar is oriented and fires into the cell it
 * faces, trying each comma-separated {@code stype} in turn until one has ammunition.
 */
class ShootingAvatar extends MovingAvatar {
    private final boolean flak;

    private ShootingAvatar(String name, boolean flak, java.util.function.Consumer<SpriteSettings> defaults) {
        super(name, Set.of("stype", "ammo", "minAmmo", "ammoCost"), defaults);
        this.flak = flak;
    }

    static ShootingAvatar flak() {
        return new ShootingAvatar("FlakAvatar", true,
                s -> s.actions = List.of(Action.ACTION_USE, Action.ACTION_LEFT, Action.ACTION_RIGHT));
    }

    static ShootingAvatar shoot() {
        return new ShootingAvatar("ShootAvatar", false, s -> {
            oriented(s);
            s.actions = List.of(Action.ACTION_USE, Action.ACTION_LEFT, Action.ACTION_RIGHT,
                    Action.ACTION_DOWN, Action.ACTION_UP);
        });
    }

    /**
     * Keeps moving along its orientation; a direction only turns it, and it shoots (as
     * ShootAvatar, into the cell it faces) only on a tick with no direction.
     */
    static ShootingAvatar ongoingShoot() {
        return new ShootingAvatar("OngoingShootAvatar", false, s -> {
            oriented(s);
            s.actions = List.of(Action.ACTION_USE, Action.ACTION_LEFT, Action.ACTION_RIGHT,
                    Action.ACTION_DOWN, Action.ACTION_UP);
        }) {
            @Override
            public void act(World world, Sprite avatar, Action action) {
                Direction d = action.direction();
                if (!d.isNone()) {
                    avatar.orientation = d;
                }
                avatar.passiveMovement(world.blockSize());
                if (d.isNone() && action == Action.ACTION_USE) {
                    aimedShot(world, avatar);
                }
            }
        };
    }

    @Override
    public void act(World world, Sprite avatar, Action action) {
        Movement m = move(world, avatar, action);
        if (m == Movement.STILL && action == Action.ACTION_USE) {
            if (flak) {
                flakShot(world, avatar);
            } else {
                aimedShot(world, avatar);
            }
        }
    }

    private static void flakShot(World world, Sprite avatar) {
        SpriteSettings s = avatar.settings();
        int ammo = s.ammoIds.length == 0 ? -1 : s.ammoIds[0];
        if (ammo >= 0) {
            int held = avatar.resource(ammo);
            if (s.minAmmo > -1 ? held <= s.minAmmo : held <= 0) {
                return;
            }
        }
        Sprite shot = world.addSprite(s.firstStype(), avatar.x, avatar.y, false);
        if (shot != null) {
            if (ammo >= 0) {
                avatar.changeResource(ammo, -s.ammoCost, world.spriteTypes().typeCount());
            }
            shot.fromAvatar = true;
        }
    }

    private static void aimedShot(World world, Sprite avatar) {
        SpriteSettings s = avatar.settings();
        for (int i = 0; i < s.stypeIds.length; i++) {
            boolean counted = s.ammoIds.length > i;
            if (counted && avatar.resource(s.ammoIds[i]) <= 0) {
                continue;
            }
            Direction d = avatar.orientation;
            Sprite shot = world.addSprite(s.stypeIds[i], avatar.x + d.dx() * avatar.width,
                    avatar.y + d.dy() * avatar.height, false);
            if (shot != null) {
                if (shot.oriented) {
                    shot.orientation = d;
                }
                if (counted) {
                    avatar.changeResource(s.ammoIds[i], -1, world.spriteTypes().typeCount());
                }
                shot.fromAvatar = true;
            }
            return;
        }
    }
}
