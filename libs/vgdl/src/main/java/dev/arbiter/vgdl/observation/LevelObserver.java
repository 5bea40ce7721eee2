package dev.arbiter.vgdl.observation;

import dev.arbiter.vgdl.engine.Action;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.SpriteSettings;
import dev.arbiter.vgdl.engine.Winner;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes the learning track's serialised state observations of one level as one-line JSON, field names and
 * meanings as the track's {@code SerializableStateObservation}, fields in the order the protocol description
 * lists them. Null fields are left out and primitive fields are always present, as Gson did: an IMAGE
 * observation therefore still carries {@code blockSize: 0} and friends.
 *
 * <p>One observer per level, because the categorised position lists remember every sprite type they have
 * seen: a type whose last sprite died stays in its list with no entries, as in the original.
 */
public final class LevelObserver {

    /** Where GVGAI put "no position": the avatar's when it is gone, and every observation's reference. */
    private static final double NIL = -1.0;

    private final Game game;
    private final CategorisedTypes types;

    public LevelObserver(Game game) {
        this.game = game;
        this.types = new CategorisedTypes(game.rules().typeCount());
    }

    public Game game() {
        return game;
    }

    /** The observation with the game's own winner. */
    public String json(Phase phase, boolean validation, SsoType type) {
        return json(phase, validation, type, game.winner());
    }

    /**
     * @param winner what {@code gameWinner} says: the game's, or {@link Winner#PLAYER_DISQ} when the referee
     *               disqualified the agent on this level
     */
    public String json(Phase phase, boolean validation, SsoType type, Winner winner) {
        types.observe(game);
        var j = new JsonText().beginObject();
        j.name("phase").string(phase.name());
        j.field("isValidation", validation);
        j.name("gameScore").value((float) game.score());
        // Once the level is over the framework's observation is taken after its last cycle: its tick counter (from 0)
        // is one less than the cycles played, and a game that is over offers no actions.
        boolean over = game.isEnded();
        j.field("gameTick", over ? game.gameTick() : game.tick());
        j.name("gameWinner").string(winner.name());
        j.field("isGameOver", over);
        j.name("availableActions").beginArray();
        if (!over) {
            for (Action a : game.availableActions()) {
                j.string(a.name());
            }
        }
        j.endArray();
        if (type.hasImage()) {
            j.name("imageArray").beginArray();
            for (byte b : Screenshot.png(game)) {
                j.value(b);
            }
            j.endArray();
        }
        if (type.hasState()) {
            state(j);
        } else {
            defaults(j);
        }
        return j.endObject().toString();
    }

    private void state(JsonText j) {
        Sprite avatar = game.avatar();
        j.name("worldDimension").pair(game.widthPixels(), game.heightPixels());
        j.field("blockSize", game.blockSize());
        j.field("noOfPlayers", 1);
        j.name("avatarSpeed").value(avatar == null ? 0f : (float) avatar.speed);
        if (avatar == null) {
            j.name("avatarOrientation").pair(NIL, NIL);
            j.name("avatarPosition").pair(NIL, NIL);
        } else {
            j.name("avatarOrientation").pair(avatar.orientation.dx(), avatar.orientation.dy());
            j.name("avatarPosition").pair(avatar.x, avatar.y);
        }
        j.name("avatarLastAction").string(game.lastAction().name());
        j.field("avatarType", avatar == null ? 0 : avatar.type.id());
        j.field("avatarHealthPoints", avatar == null ? 0 : avatar.healthPoints);
        j.field("avatarMaxHealthPoints", avatar == null ? 0 : avatar.maxHealthPoints);
        j.field("avatarLimitHealthPoints", avatar == null ? 0 : avatar.limitHealthPoints);
        j.field("isAvatarAlive", avatar != null && !avatar.disabled);
        j.name("avatarResources").beginObject();
        if (avatar != null && avatar.resources != null) {
            for (int t = 0; t < avatar.resources.length; t++) {
                if (avatar.resources[t] > 0) {
                    j.name(Integer.toString(t)).value(avatar.resources[t]);
                }
            }
        }
        j.endObject();
        grid(j);
        for (SpriteCategory c : CategorisedTypes.LISTED) {
            positions(j, c);
        }
    }

    /** IMAGE: Gson still wrote every primitive field, at its default. */
    private static void defaults(JsonText j) {
        j.field("blockSize", 0).field("noOfPlayers", 0).name("avatarSpeed").value(0f);
        j.field("avatarType", 0).field("avatarHealthPoints", 0).field("avatarMaxHealthPoints", 0)
                .field("avatarLimitHealthPoints", 0).field("isAvatarAlive", false);
        j.field("observationGridNum", 0).field("observationGridMaxRow", 0).field("observationGridMaxCol", 0);
        for (SpriteCategory c : CategorisedTypes.LISTED) {
            j.field(CategorisedTypes.field(c) + "Num", 0).field(CategorisedTypes.field(c) + "MaxRow", 0);
        }
    }

    /** {@code observationGrid[x][y]}: every visible sprite whose top-left corner is on tile (x, y). */
    private void grid(JsonText j) {
        int w = game.widthTiles();
        int h = game.heightTiles();
        @SuppressWarnings("unchecked")
        List<Sprite>[][] cells = new List[w][h];
        int maxCol = 0;
        for (int typeId : game.rules().spriteOrder()) {
            if (game.rules().type(typeId).settings().hidden) {
                continue;
            }
            for (Sprite s : game.group(typeId)) {
                int x = Math.floorDiv(s.x, game.blockSize());
                int y = Math.floorDiv(s.y, game.blockSize());
                if (s.killed || x < 0 || y < 0 || x >= w || y >= h) {
                    continue;
                }
                if (cells[x][y] == null) {
                    cells[x][y] = new ArrayList<>(2);
                }
                cells[x][y].add(s);
                maxCol = Math.max(maxCol, cells[x][y].size());
            }
        }
        j.name("observationGrid").beginArray();
        for (int x = 0; x < w; x++) {
            j.beginArray();
            for (int y = 0; y < h; y++) {
                j.beginArray();
                if (cells[x][y] != null) {
                    for (Sprite s : cells[x][y]) {
                        observation(j, s);
                    }
                }
                j.endArray();
            }
            j.endArray();
        }
        j.endArray();
        j.field("observationGridNum", w).field("observationGridMaxRow", h).field("observationGridMaxCol", maxCol);
    }

    /** {@code NPCPositions} and the like: one row per sprite type of the category seen so far, in type order. */
    private void positions(JsonText j, SpriteCategory category) {
        String field = CategorisedTypes.field(category);
        int[] typeIds = types.typesOf(category);
        int maxRow = 0;
        if (typeIds.length > 0) {
            j.name(field).beginArray();
            for (int typeId : typeIds) {
                j.beginArray();
                int n = 0;
                for (Sprite s : game.group(typeId)) {
                    if (!s.killed) {
                        observation(j, s);
                        n++;
                    }
                }
                maxRow = Math.max(maxRow, n);
                j.endArray();
            }
            j.endArray();
        }
        j.field(field + "Num", typeIds.length).field(field + "MaxRow", maxRow);
    }

    /** Positions in pixels; the learning track's lists have no reference point, hence GVGAI's (-1, -1). */
    private void observation(JsonText j, Sprite s) {
        SpriteSettings settings = s.settings();
        double dx = s.x - NIL;
        double dy = s.y - NIL;
        j.beginObject();
        j.field("category", SpriteCategory.of(settings, s.fromAvatar).code());
        j.field("itype", s.type.id());
        j.field("obsID", (int) s.id);
        j.name("position").beginObject().name("x").value((double) s.x).name("y").value((double) s.y).endObject();
        j.name("reference").beginObject().name("x").value(NIL).name("y").value(NIL).endObject();
        j.name("sqDist").value(dx * dx + dy * dy);
        j.endObject();
    }
}
