package dev.arbiter.vgdl.engine;

/**
 * A sprite type of the loaded game. Ids follow GVGAI's registry (wall 0, avatar 1, then the
 * SpriteSet in reading order), so {@code itype} in observations means what it meant there. A value
 * with no behaviour: the sprite class that moves sprites of the type is {@link GameRules#kind(int)},
 * so sprites, which carry their type, know nothing of the classes that act on them.
 *
 * @param subtypes this type and every type below it in the SpriteSet, in GVGAI's order
 * @param lineage  this type and every type above it (singleton checks walk it)
 */
public record SpriteType(int id, String name, SpriteSettings settings, int[] subtypes, int[] lineage) {
    public boolean isSubtypeOf(SpriteType parent) {
        for (int t : parent.subtypes) {
            if (t == id) {
                return true;
            }
        }
        return false;
    }
}
