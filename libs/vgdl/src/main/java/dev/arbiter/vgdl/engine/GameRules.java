package dev.arbiter.vgdl.engine;

import java.util.List;
import java.util.Map;

/**
 * A loaded game: everything that does not change while it is played. Shareable between any
 * number of concurrent {@link Game}s.
 *
 * @param spriteOrder     leaf types in SpriteSet order with the avatar type last: drawing order;
 *                        updates run it backwards
 * @param edgeRules       one entry per EOS line, so a type with two EOS lines is visited twice
 *                        per tick, exactly as GVGAI does
 * @param resourceLimits  per resource type id, the most a sprite can hold (0 for non-resources)
 * @param pathObstacles   the game's {@code obs} types: cells holding one are closed to path finding
 */
public record GameRules(String name, SpriteType[] types, int[] spriteOrder,
                        Map<Character, int[]> levelMapping, List<CollisionRule> collisionRules,
                        List<EdgeRule> edgeRules, List<TimedInteraction> timedRules,
                        List<Termination> terminations, int[] resourceLimits, int avatarTypeId,
                        int[] pathObstacles) {
    /** A LevelMapping entry naming a sprite the SpriteSet lacks; placing it fails the level. */
    public static final int UNDEFINED_SPRITE = -1;

    public SpriteType type(int id) {
        return types[id];
    }

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
