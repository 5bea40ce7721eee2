package dev.arbiter.vgdl.engine;

import java.util.Random;
import java.util.function.Supplier;

/**
 * What sprite classes and effects may do to the level being played, besides reading it: draw
 * chance, create, kill and replace sprites, score, shield, keep per-game state and queue rules for
 * later ticks. {@link Game} implements it.
 */
public interface World extends WorldView {
    /** GVGAI's cap on live sprites; spawns beyond it are dropped. */
    int MAX_SPRITES = 10_000;

    /** The game's one seeded generator: every chance the rules take is drawn from it, in GVGAI's places. */
    Random random();

    /** Creates a sprite unless a singleton type (or ancestor) already has one, or the cap is hit; null then. */
    Sprite addSprite(int typeId, int x, int y, boolean force);

    /** GVGAI's killSprite: the avatar is only disabled unless it is being transformed. */
    void kill(Sprite s, boolean transformed);

    /** Replaces the avatar after it was transformed into another avatar type. */
    void setAvatar(Sprite s);

    /**
     * The first step of a shortest path from the cell of the sprite's corner to that of a point, or
     * null when the game has no {@code obs} obstacles, there is no path, or they share a cell.
     */
    Direction pathStep(Sprite from, int toX, int toY);

    /** shieldFrom: for the rest of this tick, collisions of the two types skip that effect. */
    void shield(int type, int otherType, String effectName);

    /**
     * Per-game state of a rule (the rules themselves are shared between games), created on first
     * use; keyed by the rule object.
     */
    <T> T ruleState(Object rule, Supplier<T> initial);

    /** Queues a rule made during play (addTimer): it runs {@code timer} ticks from now. */
    void schedule(Timed rule);

    void addScore(double delta);

    /**
     * A rule the world runs at later ticks: a TIME rule of the InteractionSet, or one addTimer made.
     * It is part of this contract, nested here, because the world queues it and it acts on the world.
     */
    interface Timed {
        /** The sprite type it runs on (every live sprite of it and its subtypes), or -1 to run once on none. */
        int typeId();

        /** Ticks between runs. */
        int timer();

        /** Whether it is queued again, {@link #timer()} ticks later, after each run. */
        boolean repeating();

        /** One run on one sprite ({@code null} for a rule that runs on none). */
        void run(World world, Sprite sprite);
    }
}
