package dev.arbiter.vgdl.engine;

import java.util.List;
import java.util.Map;

/**
 * A loaded game: everything that does not change while it is played. Shareable between any
 * number of concurrent {@link Game}s.
 *
 * @param kinds           per type id, the sprite class of the type, or null for a grouping node that
 *                        names none (never instantiated)
 * @param spriteOrder     leaf types in SpriteSet order with the avatar type last: drawing order;
 *                        updates run it backwards
 * @param edgeRules       one entry per EOS line, so a type with two EOS lines is visited twice
 *                        per tick, exactly as GVGAI does
 * @param resourceLimits  per resource type id, the most a sprite can hold (0 for non-resources)
 * @param pathObstacles   the game's {@code obs} types: cells holding one are closed to path finding
 */
public record GameRules(String name, SpriteType[] types, SpriteKind[] kinds, int[] spriteOrder,
                        Map<Character, int[]> levelMapping, List<CollisionRule> collisionRules,
                        List<EdgeRule> edgeRules, List<TimedInteraction> timedRules,
                        List<Termination> terminations, int[] resourceLimits, int avatarTypeId,
                        int[] pathObstacles) implements SpriteTypes {
    /** A LevelMapping entry naming a sprite the SpriteSet lacks; placing it fails the level. */
    public static final int UNDEFINED_SPRITE = -1;

    @Override
    public SpriteType type(int id) {
        return types[id];
    }

    /** The sprite class of a type, or null for a grouping node. */
    public SpriteKind kind(int typeId) {
        return kinds[typeId];
    }

    @Override
    public int typeCount() {
        return types.length;
    }

    public SpriteType typeNamed(String name) {
        for (SpriteType t : types) {
            if (t.name().equals(name)) {
                return t;
            }
        }
        return null;
    }
}
