package dev.arbiter.vgdl.observation;

import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.SpriteSettings;

import java.util.List;

/**
 * Which sprite types appear in which of the six position lists. As in GVGAI, a type is categorised by the
 * first sprite of it the observer sees (whether it came from the avatar is a property of the sprite) and
 * stays listed from then on; hidden types never appear.
 */
final class CategorisedTypes {

    /** The six lists, in the order their fields are written. */
    static final List<SpriteCategory> LISTED = List.of(SpriteCategory.NPC, SpriteCategory.STATIC,
            SpriteCategory.MOVABLE, SpriteCategory.RESOURCE, SpriteCategory.PORTAL, SpriteCategory.FROM_AVATAR);

    private final SpriteCategory[] categoryOf;

    CategorisedTypes(int typeCount) {
        this.categoryOf = new SpriteCategory[typeCount];
    }

    static String field(SpriteCategory c) {
        return switch (c) {
            case NPC -> "NPCPositions";
            case STATIC -> "immovablePositions";
            case MOVABLE -> "movablePositions";
            case RESOURCE -> "resourcesPositions";
            case PORTAL -> "portalsPositions";
            case FROM_AVATAR -> "fromAvatarSpritesPositions";
            case AVATAR -> throw new IllegalArgumentException("the avatar has no position list");
        };
    }

    void observe(Game game) {
        for (int t = 0; t < categoryOf.length; t++) {
            if (categoryOf[t] == null) {
                SpriteSettings settings = game.rules().type(t).settings();
                List<Sprite> group = game.group(t);
                if (!group.isEmpty() && !settings.hidden) {
                    categoryOf[t] = SpriteCategory.of(settings, group.getFirst().fromAvatar);
                }
            }
        }
    }

    int[] typesOf(SpriteCategory c) {
        int n = 0;
        for (SpriteCategory t : categoryOf) {
            if (t == c) {
                n++;
            }
        }
        int[] ids = new int[n];
        int k = 0;
        for (int t = 0; t < categoryOf.length; t++) {
            if (categoryOf[t] == c) {
                ids[k++] = t;
            }
        }
        return ids;
    }
}
