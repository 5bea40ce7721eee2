package dev.arbiter.vgdl.engine;

import java.util.List;

/**
 * What any rule may read of the level being played. Terminations only read, so they get this;
 * sprite classes and effects, which also change the level, get a {@link World}. {@link Game} is the
 * implementation; these interfaces sit below it so that the rules it runs do not depend on it.
 */
public interface WorldView {
    SpriteTypes spriteTypes();

    int blockSize();

    int widthPixels();

    int heightPixels();

    int widthTiles();

    int heightTiles();

    /** Steps played so far. */
    int tick();

    /**
     * GVGAI's game tick, which its rules (spawn cooldowns, TIME rules, Timeout) read: it counts
     * from 0, so it is 0 during and after the first step, and one less than {@link #tick()} after
     * that; {@code Timeout limit=N} ends the level after N+1 steps, as in GVGAI. The engine's own
     * tick limit ({@code maxTicks}) counts steps; GVGAI's loop compares its limit with this
     * counter, so its limit N is {@code maxTicks} N+1 here.
     */
    int gameTick();

    /** The avatar, or null once it has left the game (a disabled avatar is still returned). */
    Sprite avatar();

    /** The avatar's actions, without ACTION_NIL; none once the avatar has left the game. */
    List<Action> availableActions();

    /** Sprites of this type and its subtypes, including ones killed this tick and disabled ones. */
    int countSprites(int typeId);

    /** Sprites of this type and its subtypes that are not disabled (what SpriteCounter counts). */
    int countEnabled(int typeId);

    /** The live list of one exact type (no subtypes). Callers must not keep it across ticks. */
    List<Sprite> group(int typeId);

    /** A copy of the sprites of a type and its subtypes, in GVGAI's order. */
    List<Sprite> spritesOf(int typeId);

    /**
     * GVGAI's "sub-sprites group" of a type: its own sprites, then those of every type in its
     * subtype list, which starts with the type's ancestors and itself. A type's own sprites are
     * therefore listed twice; classes that draw among the list inherit that weighting.
     */
    List<Sprite> subSpritesGroup(int typeId);
}
