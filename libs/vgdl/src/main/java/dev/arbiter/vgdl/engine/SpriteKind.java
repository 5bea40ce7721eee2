package dev.arbiter.vgdl.engine;

import java.util.Set;

/** A VGDL sprite class (Immovable, Missile, ShootAvatar …): its defaults and its per-tick update. */
public interface SpriteKind {
    /** The class name as written in VGDL. */
    String name();

    /** Class defaults, applied before the SpriteSet's parameters. */
    void applyDefaults(SpriteSettings settings);

    /** Parameters this class reads beyond those every sprite accepts. */
    default Set<String> parameters() {
        return Set.of();
    }

    /** One tick of a non-avatar sprite. */
    void update(World world, Sprite sprite);

    /** Avatar classes override this; others never receive input. */
    default boolean isAvatar() {
        return false;
    }

    /** One tick of the avatar with the player's action (already checked against its action set). */
    default void act(World world, Sprite avatar, Action action) {
        throw new IllegalStateException(name() + " is not an avatar class");
    }
}
