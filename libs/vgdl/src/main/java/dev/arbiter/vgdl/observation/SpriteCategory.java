package dev.arbiter.vgdl.observation;

import dev.arbiter.vgdl.engine.SpriteSettings;

/**
 * GVGAI's sprite categories, with the numbers its observations carry in {@code category}. A type's category
 * is the first of avatar, resource, portal, NPC, static, from-avatar that applies; anything else is movable.
 */
public enum SpriteCategory {
    AVATAR(0), RESOURCE(1), PORTAL(2), NPC(3), STATIC(4), FROM_AVATAR(5), MOVABLE(6);

    private final int code;

    SpriteCategory(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    /** {@code fromAvatar} is per sprite in the engine (set when the avatar spawns it), so it is passed in. */
    public static SpriteCategory of(SpriteSettings s, boolean fromAvatar) {
        if (s.avatar) {
            return AVATAR;
        }
        if (s.resource) {
            return RESOURCE;
        }
        if (s.portal) {
            return PORTAL;
        }
        if (s.npc) {
            return NPC;
        }
        if (s.isStatic) {
            return STATIC;
        }
        if (fromAvatar) {
            return FROM_AVATAR;
        }
        return MOVABLE;
    }
}
