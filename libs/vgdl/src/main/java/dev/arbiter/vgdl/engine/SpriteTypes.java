package dev.arbiter.vgdl.engine;

/**
 * The loaded game's sprite types as the rules in play read them. Sprite classes, effects and
 * terminations see the game's types through this, not through {@link GameRules}, which holds
 * those very rules.
 */
public interface SpriteTypes {
    SpriteType type(int id);

    int typeCount();

    /** Leaf types in SpriteSet order with the avatar type last: drawing order; updates run it backwards. */
    int[] spriteOrder();

    /** Per resource type id, the most a sprite can hold (0 for non-resources). */
    int[] resourceLimits();
}
