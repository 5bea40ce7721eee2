package dev.arbiter.vgdl.engine;

/**
 * A TIME rule ({@code sprite TIME > effect timer=N repeating=B}). Like GVGAI, it first fires on
 * the first tick and then, when repeating, every {@code timer} ticks; {@code typeId} is the sprite
 * type it runs on (every live sprite of it and its subtypes), or -1 for none. {@code firstTick} is
 * the game tick of its first run: -1 (so the first step) unless the rule gave a nextExecution.
 */
public record TimedInteraction(Interaction interaction, int typeId, int timer, boolean repeating, int firstTick)
        implements World.Timed {

    @Override
    public void run(World world, Sprite sprite) {
        interaction.execute(world, sprite, null);
    }
}
