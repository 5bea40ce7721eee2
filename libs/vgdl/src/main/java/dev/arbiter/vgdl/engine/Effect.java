package dev.arbiter.vgdl.engine;

/**
 * A VGDL interaction effect. {@code second} is null for EOS and TIME rules.
 *
 * @return whether the rule's scoreChange applies (conditional effects such as changeResource
 *         score only when they did something, as in GVGAI)
 */
@FunctionalInterface
public interface Effect {
    boolean apply(World world, Sprite first, Sprite second);
}
