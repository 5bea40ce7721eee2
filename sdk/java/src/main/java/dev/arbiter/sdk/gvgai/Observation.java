package dev.arbiter.sdk.gvgai;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One observation the referee sent (gvgai.md, Observations), with typed accessors for the fields agents use and
 * {@link #raw()} for every other. A field the referee left out (an IMAGE observation has no avatar or sprite
 * lists; a list with no sprite type yet is absent) reads as empty, zero or (-1, -1), never as an error.
 */
public final class Observation {

    /** Why the observation was sent. */
    public enum Phase { INIT, ACT, END, ABORT }

    /** How the level stands: {@code PLAYER_DISQ} on a level the agent was disqualified on. */
    public enum Winner { PLAYER_WINS, PLAYER_LOSES, NO_WINNER, PLAYER_DISQ }

    /** A point or a direction: pixels for positions, a unit vector for the orientation. */
    public record Vector(double x, double y) {
    }

    private static final Vector NONE = new Vector(-1, -1);

    private final String json;
    private final Map<String, Object> fields;

    private Observation(String json, Map<String, Object> fields) {
        this.json = json;
        this.fields = fields;
    }

    /** The observation one line of the referee's holds. */
    public static Observation parse(String json) {
        return new Observation(json, Json.object(Json.parse(json)));
    }

    public Phase phase() {
        return Phase.valueOf(string("phase", "ACT"));
    }

    /** True on a validation level: only these count. */
    public boolean isValidation() {
        return Boolean.TRUE.equals(fields.get("isValidation"));
    }

    /** {@code gameScore}. */
    public double score() {
        return Json.number(fields.get("gameScore"));
    }

    /** {@code gameTick}: ticks played in this level. */
    public int tick() {
        return Json.integer(fields.get("gameTick"));
    }

    /** {@code gameWinner}. */
    public Winner winner() {
        return Winner.valueOf(string("gameWinner", "NO_WINNER"));
    }

    /** {@code isGameOver}. */
    public boolean isGameOver() {
        return Boolean.TRUE.equals(fields.get("isGameOver"));
    }

    /** The avatar's actions in this game (not NIL or ESCAPE, which every game allows). */
    public List<Action> availableActions() {
        var actions = new ArrayList<Action>();
        for (Object name : Json.list(fields.get("availableActions"))) {
            actions.add(Action.valueOf((String) name));
        }
        return Collections.unmodifiableList(actions);
    }

    /** The avatar's top-left corner in pixels, or (-1, -1) when it has none (gone, or an IMAGE observation). */
    public Vector avatarPosition() {
        return vector("avatarPosition");
    }

    /** The direction the avatar faces, or (-1, -1). */
    public Vector avatarOrientation() {
        return vector("avatarOrientation");
    }

    /** The avatar's resources: how many of each resource type id it holds (only those it has some of). */
    public Map<Integer, Integer> avatarResources() {
        var resources = new LinkedHashMap<Integer, Integer>();
        Json.object(fields.getOrDefault("avatarResources", Map.of()))
                .forEach((type, amount) -> resources.put(Integer.valueOf(type), Json.integer(amount)));
        return Collections.unmodifiableMap(resources);
    }

    /** {@code isAvatarAlive}. */
    public boolean isAvatarAlive() {
        return Boolean.TRUE.equals(fields.get("isAvatarAlive"));
    }

    /** The level's width and height in pixels, or (-1, -1) in an IMAGE observation. */
    public Vector worldDimension() {
        return vector("worldDimension");
    }

    /** Pixels a tile: divide a position by it for the tile. 0 in an IMAGE observation. */
    public int blockSize() {
        return Json.integer(fields.get("blockSize"));
    }

    /** {@code observationGrid[x][y]}: the sprites on tile (x, y); empty when none was sent. */
    public List<List<List<Sprite>>> observationGrid() {
        var columns = new ArrayList<List<List<Sprite>>>();
        for (Object column : Json.list(fields.get("observationGrid"))) {
            var cells = new ArrayList<List<Sprite>>();
            for (Object cell : Json.list(column)) {
                cells.add(sprites(cell));
            }
            columns.add(Collections.unmodifiableList(cells));
        }
        return Collections.unmodifiableList(columns);
    }

    /**
     * One of the position lists ({@code "NPCPositions"}, {@code "immovablePositions"}, {@code "movablePositions"},
     * {@code "resourcesPositions"}, {@code "portalsPositions"}, {@code "fromAvatarSpritesPositions"}): one row per
     * sprite type of that category seen so far in the level; empty when absent.
     */
    public List<List<Sprite>> positions(String list) {
        var rows = new ArrayList<List<Sprite>>();
        for (Object row : Json.list(fields.get(list))) {
            rows.add(sprites(row));
        }
        return Collections.unmodifiableList(rows);
    }

    /** The screen as PNG bytes (sent as Java's signed bytes), or null when the agent asked for JSON only. */
    public byte[] imagePng() {
        if (!fields.containsKey("imageArray")) {
            return null;
        }
        List<Object> values = Json.list(fields.get("imageArray"));
        byte[] png = new byte[values.size()];
        for (int i = 0; i < png.length; i++) {
            png[i] = (byte) Json.integer(values.get(i));
        }
        return png;
    }

    /** Every field as {@link Json} reads it, by the track's names. */
    public Map<String, Object> raw() {
        return fields;
    }

    /** The line as the referee sent it. */
    public String json() {
        return json;
    }

    private String string(String field, String absent) {
        return fields.get(field) instanceof String s ? s : absent;
    }

    private Vector vector(String field) {
        List<Object> pair = Json.list(fields.get(field));
        return pair.size() == 2 ? new Vector(Json.number(pair.get(0)), Json.number(pair.get(1))) : NONE;
    }

    private static List<Sprite> sprites(Object row) {
        var sprites = new ArrayList<Sprite>();
        for (Object entry : Json.list(row)) {
            sprites.add(Sprite.of(entry));
        }
        return Collections.unmodifiableList(sprites);
    }
}
