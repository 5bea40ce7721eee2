package dev.arbiter.vgdl.effect;

import dev.arbiter.vgdl.engine.Effect;
import dev.arbiter.vgdl.load.ParamReader;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The interaction effects this engine implements, by VGDL name. Each maker reads the parameters
 * it understands from a {@link ParamReader}; the loader then refuses any left over.
 */
public final class EffectFactory {
    private static final Map<String, Function<ParamReader, Effect>> MAKERS = new TreeMap<>();

    static {
        BasicEffects.register(MAKERS);
        TransformEffects.register(MAKERS);
        ResourceEffects.register(MAKERS);
        SpawnEffects.register(MAKERS);
        MovementEffects.register(MAKERS);
        MAKERS.put("addTimer", parameters -> TimerEffect.read(parameters, EffectFactory::create));
    }

    private EffectFactory() {}

    /** The effect, or null when this engine does not implement one of that name. */
    public static Effect create(String name, ParamReader parameters) {
        Function<ParamReader, Effect> maker = MAKERS.get(name);
        return maker == null ? null : maker.apply(parameters);
    }

    public static Set<String> names() {
        return MAKERS.keySet();
    }
}
