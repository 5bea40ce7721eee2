package dev.arbiter.vgdl.effect;

import dev.arbiter.vgdl.engine.Effect;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.World;
import dev.arbiter.vgdl.load.ParamReader;

import java.util.Map;
import java.util.function.Function;

/**
 * Effects on held resources. Limits come from the resource type's {@code limit} (a type that is
 * not a Resource has limit 0, so nothing can be added to it, as in GVGAI). These effects score
 * only when they changed something.
 */
final class ResourceEffects {
    private ResourceEffects() {}

    static void register(Map<String, Function<ParamReader, Effect>> m) {
        m.put("changeResource", p -> {
            int resource = p.type("resource", true);
            int value = p.integer("value", 1);
            boolean killResource = p.bool("killResource", false);
            return (g, a, b) -> {
                if (a.resource(resource) + value <= g.spriteTypes().resourceLimits()[resource]) {
                    a.changeResource(resource, value, g.spriteTypes().typeCount());
                    if (killResource && b != null) {
                        g.kill(b, true);
                    }
                    return true;
                }
                return false;
            };
        });
        m.put("collectResource", p -> {
            boolean killResource = p.bool("killResource", true);
            return (g, a, b) -> collect(g, a, b, killResource);
        });
        m.put("collectResourceIfHeld", p -> {
            int held = p.type("heldResource", true);
            int value = p.integer("value", 1);
            boolean killResource = p.bool("killResource", true);
            return (g, a, b) -> {
                if (b == null || !a.settings().resource || b.resource(held) < value) {
                    return false;
                }
                int type = a.type.id();
                boolean scored = false;
                if (b.resource(type) + a.settings().value <= g.spriteTypes().resourceLimits()[type]) {
                    b.changeResource(type, a.settings().value, g.spriteTypes().typeCount());
                    scored = true;
                }
                if (killResource) {
                    g.kill(a, false);
                }
                return scored;
            };
        });
        m.put("killIfHasLess", p -> {
            int resource = p.type("resource", true);
            int limit = p.integer("limit", 0);
            return (g, a, b) -> killIf(g, a, a.resource(resource) <= limit);
        });
        m.put("killIfHasMore", p -> {
            int resource = p.type("resource", true);
            int limit = p.integer("limit", 0);
            return (g, a, b) -> killIf(g, a, a.resource(resource) >= limit);
        });
        m.put("killIfOtherHasMore", p -> {
            int resource = p.type("resource", true);
            int limit = p.integer("limit", 0);
            boolean subtract = p.bool("subtract", false);
            return (g, a, b) -> {
                if (b == null || b.resource(resource) < limit) {
                    return false;
                }
                g.kill(a, false);
                if (subtract) {
                    b.changeResource(resource, -limit, g.spriteTypes().typeCount());
                }
                return true;
            };
        });
    }

    private static boolean killIf(World g, Sprite a, boolean condition) {
        if (condition) {
            g.kill(a, false);
        }
        return condition;
    }

    /** The first sprite is a Resource; the second takes up to its value, within the limit. */
    private static boolean collect(World g, Sprite resource, Sprite taker, boolean killResource) {
        if (taker == null || !resource.settings().resource) {
            return true;
        }
        int type = resource.type.id();
        int held = taker.resource(type);
        int limit = g.spriteTypes().resourceLimits()[type];
        if (held >= limit) {
            return false;
        }
        taker.changeResource(type, Math.min(resource.settings().value, limit - held), g.spriteTypes().typeCount());
        if (killResource) {
            g.kill(resource, true);
        }
        return true;
    }
}
