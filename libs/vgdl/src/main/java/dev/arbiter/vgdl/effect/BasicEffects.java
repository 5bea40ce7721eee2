package dev.arbiter.vgdl.effect;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Effect;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.World;
import dev.arbiter.vgdl.load.ParamReader;

import java.util.Map;
import java.util.function.Function;

/** Killing effects and the conditions that guard them. */
final class BasicEffects {
    private BasicEffects() {}

    static void register(Map<String, Function<ParamReader, Effect>> m) {
        m.put("killSprite", p -> (g, a, b) -> {
            g.kill(a, false);
            return true;
        });
        m.put("killAll", p -> {
            int type = p.type("stype", true);
            return (g, a, b) -> {
                // The exact type only, as GVGAI's killAll.
                for (Sprite s : g.group(type)) {
                    g.kill(s, false);
                }
                return true;
            };
        });
        m.put("killBoth", p -> (g, a, b) -> {
            if (b == null) {
                return false;
            }
            g.kill(a, false);
            g.kill(b, false);
            return true;
        });
        m.put("killIfFromAbove", p -> (g, a, b) -> {
            if (b == null) {
                return false;
            }
            boolean otherHigher = a.lastY > b.lastY + b.height / 2;
            boolean goingDown = b.y > b.lastY;
            if (otherHigher && goingDown) {
                g.kill(a, false);
                return true;
            }
            return false;
        });
        m.put("killIfFrontal", p -> (g, a, b) -> frontal(g, a, b, true));
        m.put("killIfNotFrontal", p -> (g, a, b) -> frontal(g, a, b, false));
        m.put("shieldFrom", p -> {
            int from = p.type("stype", true);
            String effect = p.required("ftype");
            return (g, a, b) -> {
                g.shield(a.type.id(), from, effect);
                return true;
            };
        });
        m.put("subtractHealthPoints", BasicEffects::subtractHealthPoints);
        m.put("addHealthPoints", p -> {
            int value = p.integer("value", 1);
            boolean killSecond = p.bool("killSecond", false);
            return (g, a, b) -> {
                if (a.healthPoints + value < a.limitHealthPoints) {
                    a.healthPoints += value;
                    a.maxHealthPoints = Math.max(a.maxHealthPoints, a.healthPoints);
                    if (killSecond && b != null) {
                        g.kill(b, false);
                    }
                    return true;
                }
                return false;
            };
        });
        m.put("addHealthPointsToMax", p -> {
            int value = p.integer("value", 1);
            boolean killSecond = p.bool("killSecond", false);
            return (g, a, b) -> {
                a.healthPoints = Math.min(a.healthPoints + value, a.limitHealthPoints);
                a.maxHealthPoints = Math.max(a.maxHealthPoints, a.healthPoints);
                if (killSecond && b != null) {
                    g.kill(b, false);
                }
                return true;
            };
        });
    }

    /** Frontal: the first sprite stood still or the two moved in opposite directions. */
    private static boolean frontal(World g, Sprite a, Sprite b, boolean killIfFrontal) {
        if (b == null) {
            return false;
        }
        Direction first = a.lastDirection();
        Direction other = b.lastDirection();
        boolean isFrontal = first.isNone() || (first.dx() + other.dx() == 0 && first.dy() + other.dy() == 0);
        if (isFrontal == killIfFrontal) {
            g.kill(a, false);
            return true;
        }
        return false;
    }

    /**
     * Takes health from the first sprite (or from the first sprite of {@code stype}); kills it at
     * {@code limit} and then scores {@code scoreChangeIfKilled} instead of the rule's scoreChange.
     */
    private static Effect subtractHealthPoints(ParamReader p) {
        int value = p.integer("value", 1);
        int target = p.type("stype", false);
        int limit = p.integer("limit", 0);
        int scoreIfKilled = p.integer("scoreChangeIfKilled", 0);
        return (g, a, b) -> {
            Sprite s = a;
            if (target != -1) {
                // GVGAI falls back to the colliding sprite when no sprite of stype exists.
                for (int t : g.spriteTypes().type(target).subtypes()) {
                    if (!g.group(t).isEmpty()) {
                        s = g.group(t).get(0);
                        break;
                    }
                }
            }
            if (s == null) {
                return false;
            }
            s.healthPoints -= value;
            if (s.healthPoints <= limit) {
                g.kill(s, false);
                g.addScore(scoreIfKilled);
                return false;
            }
            return true;
        };
    }
}
