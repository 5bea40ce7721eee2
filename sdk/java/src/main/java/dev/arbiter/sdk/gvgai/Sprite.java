package dev.arbiter.sdk.gvgai;

/**
 * One sprite as the track lists it, in {@code observationGrid} and the position lists.
 *
 * @param category the sprite's category code (the track's: 0 avatar, 1 resource, 2 portal, 3 NPC, 4 immovable,
 *                 5 from the avatar, 6 movable)
 * @param itype    the sprite's type id in the game
 * @param obsId    the sprite's id, unique in the level
 * @param x        its position in pixels (the top-left corner)
 * @param y        its position in pixels
 * @param sqDist   the squared distance to the reference point the track sends, (-1, -1)
 */
public record Sprite(int category, int itype, int obsId, double x, double y, double sqDist) {

    /** One entry of the observation's JSON. */
    static Sprite of(Object json) {
        var fields = Json.object(json);
        var position = Json.object(fields.get("position"));
        return new Sprite(Json.integer(fields.get("category")), Json.integer(fields.get("itype")),
                Json.integer(fields.get("obsID")), Json.number(position.get("x")),
                Json.number(position.get("y")), Json.number(fields.get("sqDist")));
    }
}
