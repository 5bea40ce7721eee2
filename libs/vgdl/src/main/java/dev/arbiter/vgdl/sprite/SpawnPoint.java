package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.SpriteSettings;
import dev.arbiter.vgdl.engine.World;

import java.util.Set;
import java.util.function.Consumer;

/**
 * Spawns {@code stype} on its own cell every {@code cooldown} ticks with probability {@code prob};
 * dies after {@code total} spawns when total > 0. Bomber and RandomBomber are moving spawn points.
 */
class SpawnPoint extends BasicKind {
    static final Set<String> PARAMETERS = Set.of("stype", "prob", "total", "spawnorientation");

    SpawnPoint(String name, Consumer<SpriteSettings> defaults) {
        this(name, PARAMETERS, defaults);
    }

    SpawnPoint(String name, Set<String> parameters, Consumer<SpriteSettings> defaults) {
        super(name, parameters, s -> {
            s.cooldown = 1;
            s.isStatic = true;
            defaults.accept(s);
        });
    }

    @Override
    public void update(World world, Sprite sprite) {
        SpriteSettings settings = sprite.settings();
        int spawnType = spawnType(world, sprite);
        if (sprite.spawnStart == -1) {
            sprite.spawnStart = world.gameTick();
        }
        float roll = world.random().nextFloat();
        if ((sprite.spawnStart + world.gameTick()) % sprite.cooldown == 0 && roll < settings.prob) {
            Sprite born = world.addSprite(spawnType, sprite.x, sprite.y, false);
            if (born != null) {
                sprite.spawned++;
                if (!settings.spawnOrientation.isNone()) {
                    born.orientation = settings.spawnOrientation;
                } else if (born.orientation.isNone()) {
                    born.orientation = sprite.orientation;
                }
            }
        }
        super.update(world, sprite);
        if (settings.total > 0 && sprite.spawned >= settings.total) {
            world.kill(sprite, false);
        }
    }

    /** The type to spawn this tick; called once per update, before the spawn roll. */
    int spawnType(World world, Sprite sprite) {
        return sprite.settings().firstStype();
    }

    static SpawnPoint bomber() {
        return new SpawnPoint("Bomber", s -> {
            s.isStatic = false;
            s.orientation = Direction.RIGHT;
            s.oriented = true;
            s.npc = true;
        });
    }

    /** A bomber that picks one of its {@code stypeMissile} types at random every tick. */
    static SpawnPoint bomberRandomMissile() {
        return new SpawnPoint("BomberRandomMissile", Set.of("stypeMissile", "prob", "total", "spawnorientation"), s -> {
            s.isStatic = false;
            s.orientation = Direction.RIGHT;
            s.oriented = true;
            s.npc = true;
        }) {
            @Override
            int spawnType(World world, Sprite sprite) {
                int[] choices = sprite.settings().stypeIds;
                return choices[world.random().nextInt(choices.length)];
            }
        };
    }

    /** A bomber that takes a random step before spawning. */
    static SpawnPoint randomBomber() {
        return new SpawnPoint("RandomBomber", s -> {
            s.isStatic = false;
            s.orientation = Direction.RIGHT;
            s.oriented = true;
            s.npc = true;
            s.speed = 1;
        }) {
            @Override
            public void update(World world, Sprite sprite) {
                Direction d = Direction.BASE.get(world.random().nextInt(4));
                sprite.activeMovement(d, sprite.speed, world.blockSize());
                super.update(world, sprite);
            }
        };
    }
}
