package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.SpriteSettings;
import dev.arbiter.vgdl.engine.World;

import java.util.Set;
import java.util.function.Consumer;

/** A sprite that lives {@code limit}+1 ticks (sword swings, explosions). */
class Flicker extends BasicKind {
    Flicker(String name, Set<String> parameters, Consumer<SpriteSettings> defaults) {
        super(name, parameters, s -> {
            s.limit = 1;
            defaults.accept(s);
        });
    }

    @Override
    public void update(World world, Sprite sprite) {
        super.update(world, sprite);
        if (sprite.age > sprite.settings().limit) {
            world.kill(sprite, false);
        }
        sprite.age++;
    }
}
