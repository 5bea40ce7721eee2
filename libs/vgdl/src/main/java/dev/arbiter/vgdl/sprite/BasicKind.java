package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.SpriteKind;
import dev.arbiter.vgdl.engine.SpriteSettings;
import dev.arbiter.vgdl.engine.World;

import java.util.Set;
import java.util.function.Consumer;

/**
 * A sprite class whose tick is GVGAI's plain VGDLSprite.update: passive movement along its
 * orientation (nothing for static or unoriented sprites), then the {@code timeToLive} count-down.
 * Most classes differ only in defaults; those whose GVGAI update only moves passively call
 * {@link Sprite#passiveMovement} instead, so their sprites never time out, as there.
 */
class BasicKind implements SpriteKind {
    private final String name;
    private final Consumer<SpriteSettings> defaults;
    private final Set<String> parameters;

    BasicKind(String name, Set<String> parameters, Consumer<SpriteSettings> defaults) {
        this.name = name;
        this.parameters = parameters;
        this.defaults = defaults;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void applyDefaults(SpriteSettings settings) {
        defaults.accept(settings);
    }

    @Override
    public Set<String> parameters() {
        return parameters;
    }

    @Override
    public void update(World world, Sprite sprite) {
        sprite.passiveMovement(world.blockSize());
        if (sprite.timeToLive > 0) {
            sprite.timeToLive--;
        } else if (sprite.timeToLive == 0) {
            world.kill(sprite, false);
        }
    }
}
