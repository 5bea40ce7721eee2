package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.SpriteSettings;
import dev.arbiter.vgdl.engine.World;

import java.util.Set;
import java.util.function.Consumer;

/** A random walker; keeps a chosen direction for {@code cons} further ticks. Base of the chasers. */
class RandomNpc extends BasicKind {
    RandomNpc(String name, Set<String> parameters, Consumer<SpriteSettings> defaults) {
        super(name, parameters, s -> {
            s.speed = 1;
            s.npc = true;
            defaults.accept(s);
        });
    }

    RandomNpc() {
        this("RandomNPC", Set.of("cons"), s -> { });
    }

    static Direction randomMove(World world, Sprite sprite) {
        if (sprite.randomCounter < sprite.settings().cons) {
            sprite.randomCounter++;
            return sprite.randomPrevious;
        }
        Direction d = Direction.BASE.get(world.random().nextInt(4));
        sprite.randomPrevious = d;
        sprite.randomCounter = 0;
        return d;
    }

    @Override
    public void update(World world, Sprite sprite) {
        sprite.passiveMovement(world.blockSize());
        sprite.activeMovement(randomMove(world, sprite), sprite.speed, world.blockSize());
    }
}
