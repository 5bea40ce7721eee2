package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.SpriteSettings;

import java.util.Set;
import java.util.function.Consumer;

/**
 * Spawns {@code stype} on its own cell every {@code cooldown} ticks with probability {@code prob};
 * dies after {@code total} spawns when total > 0. Bomber and RandomBomber are moving spawn points.
 */
class SpawnPoint extends BasicKind {
    static final Set<String> PARAMETERS = Set.of("stype", "prob", "total", "spawnorientation");

    SpawnPoint(String name, Consumer<SpriteSettings> defaults) {
        super(name, PARAMETERS, s -> {
            s.cooldown = 1;
            s.isStatic = true;
            defaults.accept(s);
        });
    }

    @Override
    public void update(Game game, Sprite sprite) {
        SpriteSettings settings = sprite.settings();
        if (sprite.spawnStart == -1) {
            sprite.spawnStart = game.tick();
        }
        float roll = game.random().nextFloat();
        if ((sprite.spawnStart + game.tick()) % sprite.cooldown == 0 && roll < settings.prob) {
            Sprite born = game.addSprite(settings.firstStype(), sprite.x, sprite.y, false);
            if (born != null) {
                sprite.spawned++;
                if (!settings.spawnOrientation.isNone()) {
                    born.orientation = settings.spawnOrientation;
                } else if (born.orientation.isNone()) {
                    born.orientation = sprite.orientation;
                }
            }
        }
        super.update(game, sprite);
        if (settings.total > 0 && sprite.spawned >= settings.total) {
            game.kill(sprite, false);
        }
    }

    static SpawnPoint bomber() {
        return new SpawnPoint("Bomber", s -> {
            s.isStatic = false;
            s.oriented = true;
            s.npc = true;
        });
    }

    /** A bomber that takes a random step before spawning. */
    static SpawnPoint randomBomber() {
        return new SpawnPoint("RandomBomber", s -> {
            s.isStatic = false;
            s.oriented = true;
            s.npc = true;
            s.speed = 1;
        }) {
            @Override
            public void update(Game game, Sprite sprite) {
                Direction d = Direction.BASE.get(game.random().nextInt(4));
                sprite.activeMovement(d, sprite.speed, game.blockSize());
                super.update(game, sprite);
            }
        };
    }
}
