package dev.arbiter.vgdl.effect;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Effect;
import dev.arbiter.vgdl.load.ParamReader;

import java.util.Map;
import java.util.function.Function;

/** Effects that create sprites. {@code prob} draws from the game's random source, as in GVGAI. */
final class SpawnEffects {
    private SpawnEffects() {}

    /**
     * spawnRight and its siblings: a sprite one cell beside the <em>second</em> sprite (where it
     * is, or with {@code stepBack} where it was at the start of the tick), as GVGAI places it.
     */
    private static Effect spawnBeside(ParamReader p, Direction side) {
        int type = p.type("stype", true);
        double prob = p.decimal("prob", 1);
        boolean stepBack = p.bool("stepBack", false);
        return (g, a, b) -> {
            if (b != null && g.random().nextDouble() < prob) {
                int x = stepBack ? b.lastX : b.x;
                int y = stepBack ? b.lastY : b.y;
                g.addSprite(type, x + side.dx() * g.blockSize(), y + side.dy() * g.blockSize(), false);
            }
            return true;
        };
    }

    static void register(Map<String, Function<ParamReader, Effect>> m) {
        m.put("spawn", p -> {
            int type = p.type("stype", true);
            double prob = p.decimal("prob", 1);
            return (g, a, b) -> {
                if (g.random().nextDouble() < prob) {
                    g.addSprite(type, a.x, a.y, false);
                }
                return true;
            };
        });
        m.put("spawnBehind", p -> {
            int type = p.type("stype", true);
            double prob = p.decimal("prob", 1);
            return (g, a, b) -> {
                if (b != null && g.random().nextDouble() < prob) {
                    g.addSprite(type, b.lastX, b.lastY, false);
                }
                return true;
            };
        });
        m.put("spawnRight", p -> spawnBeside(p, Direction.RIGHT));
        m.put("spawnLeft", p -> spawnBeside(p, Direction.LEFT));
        m.put("spawnAbove", p -> spawnBeside(p, Direction.UP));
        m.put("spawnBelow", p -> spawnBeside(p, Direction.DOWN));
        m.put("cloneSprite", p -> (g, a, b) -> {
            g.addSprite(a.type.id(), a.x, a.y, false);
            return true;
        });
        m.put("spawnIfHasMore", p -> spawnIf(p, true));
        m.put("spawnIfHasLess", p -> spawnIf(p, false));
    }

    private static Effect spawnIf(ParamReader p, boolean more) {
        int resource = p.type("resource", true);
        int limit = p.integer("limit", 0);
        int type = p.type("stype", true);
        double prob = p.decimal("prob", 1);
        int spend = more ? p.integer("spend", 0) : 0;
        return (g, a, b) -> {
            if (g.random().nextDouble() >= prob) {
                return false;
            }
            int held = a.resource(resource);
            if (more ? held >= limit : held <= limit) {
                g.addSprite(type, a.x, a.y, false);
                if (spend != 0) {
                    a.changeResource(resource, -spend, g.spriteTypes().typeCount());
                }
                return true;
            }
            return false;
        };
    }
}
