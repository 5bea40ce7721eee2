package dev.arbiter.vgdl.effect;

import dev.arbiter.vgdl.engine.Effect;
import dev.arbiter.vgdl.engine.Interaction;
import dev.arbiter.vgdl.engine.TimedInteraction;
import dev.arbiter.vgdl.load.ParamReader;
import dev.arbiter.vgdl.parse.UnsupportedConstructException;

import java.util.function.BiFunction;

/**
 * addTimer: when it triggers, the effect named by {@code ftype} is queued to run once, on no
 * sprite, {@code timer} ticks later (again every {@code timer} ticks with {@code repeating}). As
 * in GVGAI the delayed effect is built from the same rule line, so it reads the line's other
 * parameters (pacman: {@code ftype=transformToAll stype=… stypeTo=…}), and it carries the line's
 * scoreChange too.
 */
final class TimerEffect {
    private TimerEffect() {}

    /** @param effects makes the delayed effect by its name (the factory that makes this one), null for an unknown name */
    static Effect read(ParamReader p, BiFunction<String, ParamReader, Effect> effects) {
        int timer = p.integer("timer", 0);
        boolean repeating = p.bool("repeating", false);
        String ftype = p.required("ftype");
        Effect delegate = effects.apply(ftype, p);
        if (delegate == null) {
            throw new UnsupportedConstructException(p.position(), "effect", ftype);
        }
        int score = Integer.parseInt(p.string("scoreChange", "0").split(",")[0].trim());
        TimedInteraction later = new TimedInteraction(
                new Interaction(ftype, delegate, score, p.position()), -1, timer, repeating, -1);
        return (g, a, b) -> {
            g.schedule(later);
            return true;
        };
    }
}
