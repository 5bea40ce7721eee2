package dev.arbiter.vgdl.load;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.SpriteKind;
import dev.arbiter.vgdl.engine.SpriteSettings;

import java.util.Locale;
import java.util.Map;

/**
 * Fills a type's {@link SpriteSettings}: class defaults, then parameters, then GVGAI's
 * post-processing (a given orientation makes a sprite oriented; cooldown is at least 1; maximum
 * health defaults to the starting health).
 */
final class SpriteSettingsReader {
    /** Parameters that only change how a sprite looks in GVGAI's window; read and not used. */
    private static final String[] COSMETIC = {"img", "shrinkfactor", "autotiling", "randomtiling", "frameRate"};

    private static final Map<String, Integer> COLORS = Map.ofEntries(
            Map.entry("GREEN", 0x00C800), Map.entry("BLUE", 0x0000C8), Map.entry("RED", 0xC80000),
            Map.entry("GRAY", 0x5A5A5A), Map.entry("WHITE", 0xFAFAFA), Map.entry("BROWN", 0x8C7864),
            Map.entry("BLACK", 0x000000), Map.entry("ORANGE", 0xFAA000), Map.entry("YELLOW", 0xFAFA00),
            Map.entry("PINK", 0xFAC8C8), Map.entry("GOLD", 0xFAD400), Map.entry("LIGHTRED", 0xFA3232),
            Map.entry("LIGHTORANGE", 0xFAC864), Map.entry("LIGHTBLUE", 0x3264FA),
            Map.entry("LIGHTGREEN", 0x32FA32), Map.entry("DARKGREEN", 0x23751D),
            Map.entry("LIGHTYELLOW", 0xFFFA80), Map.entry("LIGHTGRAY", 0xEEEEEE),
            Map.entry("DARKGRAY", 0x1E1E1E), Map.entry("DARKBLUE", 0x141464));

    /** Classes that create sprites and, without a type to create, would fail in play (as in GVGAI). */
    private static final Map<String, String> CREATED_TYPE = Map.of("SpawnPoint", "stype", "Bomber", "stype",
            "RandomBomber", "stype", "FlakAvatar", "stype", "BomberRandomMissile", "stypeMissile");

    private SpriteSettingsReader() {}

    /** The parameter an instantiable sprite of this class lacks, or null when it lacks none. */
    static String missingCreatedType(SpriteKind kind, SpriteSettings s) {
        String key = CREATED_TYPE.get(kind.name());
        return key != null && s.stypeIds.length == 0 ? key : null;
    }

    static SpriteSettings read(SpriteKind kind, ParamReader p) {
        SpriteSettings s = new SpriteSettings();
        kind.applyDefaults(s);
        s.speed = p.decimal("speed", s.speed);
        s.cooldown = p.integer("cooldown", s.cooldown);
        s.orientation = p.direction("orientation", s.orientation);
        s.singleton = p.bool("singleton", false);
        s.rotateInPlace = p.bool("rotateInPlace", s.rotateInPlace);
        s.healthPoints = p.integer("healthPoints", s.healthPoints);
        s.maxHealthPoints = p.integer("maxHealthPoints", s.maxHealthPoints);
        s.limitHealthPoints = p.integer("limitHealthPoints", s.limitHealthPoints);
        s.timeToLive = p.integer("timeToLive", s.timeToLive);
        s.portal = p.bool("portal", s.portal);
        s.hidden = p.bool("hidden", false);
        s.invisible = p.bool("invisible", false);
        String color = p.string("color", null);
        if (color != null) {
            s.color = COLORS.getOrDefault(color.toUpperCase(Locale.ROOT), -1);
        }
        for (String cosmetic : COSMETIC) {
            p.string(cosmetic, null);
        }
        readClassParameters(kind, p, s);

        if (!s.orientation.isNone()) {
            s.oriented = true;
        }
        if (s.maxHealthPoints == 0) {
            s.maxHealthPoints = s.healthPoints;
        }
        s.healthPoints = Math.min(s.healthPoints, s.maxHealthPoints);
        s.cooldown = Math.max(1, s.cooldown);
        return s;
    }

    private static void readClassParameters(SpriteKind kind, ParamReader p, SpriteSettings s) {
        var accepted = kind.parameters();
        if (accepted.contains("stype")) {
            s.stype = p.string("stype", null);
            s.stypeIds = p.types("stype");
        }
        // Classes that name their spawned types differently keep them in the same place.
        for (String alias : new String[] {"stypeMissile", "spawnBehind"}) {
            if (accepted.contains(alias)) {
                s.stype = p.string(alias, null);
                s.stypeIds = p.types(alias);
            }
        }
        if (accepted.contains("stype1")) {
            s.chaseIds = p.types("stype1");
            // GVGAI reads stype2 (the types to flee) from stype1 by mistake, so it never flees;
            // the names are still checked.
            p.types("stype2");
            s.randomTarget = p.bool("randomTarget", false);
            s.epsilon = p.decimal("epsilon", 0);
        }
        if (accepted.contains("ammo")) {
            s.ammo = p.string("ammo", null);
            s.ammoIds = p.types("ammo");
            s.minAmmo = p.integer("minAmmo", s.minAmmo);
            s.ammoCost = p.integer("ammoCost", s.ammoCost);
        }
        if (accepted.contains("prob")) {
            s.prob = p.decimal("prob", s.prob);
            s.total = p.integer("total", s.total);
            s.spawnOrientation = p.direction("spawnorientation", s.spawnOrientation);
        }
        if (accepted.contains("limit")) {
            s.limit = p.integer("limit", s.limit);
        }
        if (accepted.contains("value")) {
            s.value = p.integer("value", s.value);
        }
        if (accepted.contains("cons")) {
            s.cons = p.integer("cons", s.cons);
        }
        if (accepted.contains("maxDistance")) {
            s.maxDistance = p.decimal("maxDistance", s.maxDistance);
        }
        if (accepted.contains("spreadprob")) {
            s.spreadProb = p.decimal("spreadprob", s.spreadProb);
        }
    }
}
