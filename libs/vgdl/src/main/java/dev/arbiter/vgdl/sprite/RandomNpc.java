package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.SpriteSettings;

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

    static Direction randomMove(Game game, Sprite sprite) {
        if (sprite.randomCounter < sprite.settings().cons) {
            sprite.randomCounter++;
            return sprite.randomPrevious;
        }
        Direction d = Direction.BASE.get(game.random().nextInt(4));
        sprite.randomPrevious = d;
        sprite.randomCounter = 0;
        return d;
    }

    @Override
    public void update(Game game, Sprite sprite) {
        sprite.passiveMovement(game.blockSize());
        sprite.activeMovement(randomMove(game, sprite), sprite.speed, game.blockSize());
    }
}
