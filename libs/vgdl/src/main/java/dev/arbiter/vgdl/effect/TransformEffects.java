package dev.arbiter.vgdl.effect;

import dev.arbiter.vgdl.engine.Effect;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.World;
import dev.arbiter.vgdl.load.ParamReader;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Effects that replace a sprite by one of another type at the same place. */
final class TransformEffects {
    private TransformEffects() {}

    static void register(Map<String, Function<ParamReader, Effect>> m) {
        m.put("transformTo", p -> {
            int to = p.type("stype", true);
            boolean killSecond = p.bool("killSecond", false);
            boolean forceOrientation = p.bool("forceOrientation", false);
            return (g, a, b) -> {
                if (!a.disabled) {
                    Sprite born = g.addSprite(to, a.x, a.y, false);
                    replace(g, born, a, b, killSecond, forceOrientation);
                }
                return true;
            };
        });
        m.put("transformIfCount", p -> {
            int to = p.type("stype", true);
            int counted = p.type("stypeCount", true);
            int geq = p.integer("geq", 0);
            int leq = p.integer("leq", World.MAX_SPRITES);
            int otherwise = p.type("estype", false);
            boolean killSecond = p.bool("killSecond", false);
            boolean forceOrientation = p.bool("forceOrientation", false);
            return (g, a, b) -> {
                if (b == null) {
                    return false;
                }
                int n = g.countSprites(counted);
                boolean inRange = n >= geq && n <= leq;
                if (inRange || otherwise != -1) {
                    Sprite born = g.addSprite(inRange ? to : otherwise, a.x, a.y, true);
                    replace(g, born, a, b, killSecond, forceOrientation);
                }
                // Only the transformation the count asked for scores.
                return inRange;
            };
        });
        m.put("transformToAll", p -> {
            int from = p.type("stype", true);
            int to = p.type("stypeTo", true);
            boolean killSecond = p.bool("killSecond", false);
            boolean forceOrientation = p.bool("forceOrientation", false);
            return (g, a, b) -> {
                for (Sprite s : new ArrayList<>(g.group(from))) {
                    Sprite born = g.addSprite(to, s.x, s.y, true);
                    replace(g, born, s, b, killSecond, forceOrientation);
                }
                return true;
            };
        });
        m.put("transformToRandomChild", p -> {
            int parent = p.type("stype", true);
            boolean killSecond = p.bool("killSecond", false);
            boolean forceOrientation = p.bool("forceOrientation", false);
            return (g, a, b) -> {
                List<Integer> children = new ArrayList<>();
                for (int t : g.spriteTypes().type(parent).subtypes()) {
                    if (t != parent) {
                        children.add(t);
                    }
                }
                if (!children.isEmpty()) {
                    int to = children.get(g.random().nextInt(children.size()));
                    replace(g, g.addSprite(to, a.x, a.y, false), a, b, killSecond, forceOrientation);
                }
                return true;
            };
        });
        m.put("transformToSingleton", p -> {
            int to = p.type("stype", true);
            int back = p.type("stype_other", true);
            boolean takeOrientation = p.bool("takeOrientation", false);
            return (g, a, b) -> {
                // The one sprite of type 'to' turns back into 'back' before 'a' becomes the new one.
                for (Sprite s : new ArrayList<>(g.group(to))) {
                    replace(g, g.addSprite(back, s.x, s.y, false), s, null, false, false);
                }
                Sprite born = g.addSprite(to, a.x, a.y, false);
                replace(g, born, a, null, false, false);
                if (born != null && takeOrientation && b != null) {
                    born.oriented = true;
                    born.orientation = b.orientation.reversed();
                }
                return true;
            };
        });
    }

    /**
     * Hands the old sprite's orientation, last position, resources and health to the new one and
     * kills the old one; an avatar stays the player's avatar if the new sprite is an avatar too.
     */
    static void replace(World g, Sprite born, Sprite old, Sprite second, boolean killSecond,
                        boolean forceOrientation) {
        if (born == null) {
            return;
        }
        if (forceOrientation || (born.oriented && old.oriented && born.orientation.isNone())) {
            born.orientation = old.orientation;
        }
        born.lastX = old.lastX;
        born.lastY = old.lastY;
        if (old.resources != null) {
            for (int t = 0; t < old.resources.length; t++) {
                if (old.resources[t] != 0) {
                    born.changeResource(t, old.resources[t], g.spriteTypes().typeCount());
                }
            }
        }
        boolean transformed = true;
        if (old.isAvatar()) {
            if (born.isAvatar()) {
                if (g.avatar() == old) {
                    g.setAvatar(born);
                }
            } else {
                transformed = false;
            }
        }
        born.healthPoints = old.healthPoints;
        g.kill(old, transformed);
        if (killSecond && second != null) {
            g.kill(second, true);
        }
    }
}
