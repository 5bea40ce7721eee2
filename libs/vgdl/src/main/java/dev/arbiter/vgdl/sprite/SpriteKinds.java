package dev.arbiter.vgdl.sprite;

import dev.arbiter.vgdl.engine.SpriteKind;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** The sprite classes this engine implements, by VGDL name. Any other name is refused at load. */
public final class SpriteKinds {
    private static final Map<String, SpriteKind> KINDS = new LinkedHashMap<>();

    static {
        register(new BasicKind("Immovable", Set.of(), s -> s.isStatic = true));
        register(new BasicKind("Passive", Set.of(), s -> { }));
        register(new BasicKind("Door", Set.of(), s -> {
            s.isStatic = true;
            s.portal = true;
        }));
        register(new BasicKind("Portal", Set.of("stype"), s -> {
            s.isStatic = true;
            s.portal = true;
        }));
        register(new BasicKind("Resource", Set.of("value", "limit"), s -> {
            s.resource = true;
            s.limit = 2;
            s.value = 1;
        }));
        register(new BasicKind("Missile", Set.of(), s -> {
            s.speed = 1;
            s.oriented = true;
        }));
        register(new RandomMissile());
        register(new Flicker("Flicker", Set.of("limit"), s -> { }));
        register(new Flicker("OrientedFlicker", Set.of("limit"), s -> {
            s.oriented = true;
            s.speed = 0;
        }));
        register(new Spreader());
        register(new RandomNpc());
        register(new Chaser("Chaser", false));
        register(new Chaser("Fleeing", true));
        register(new PathChaser());
        register(PathAltChaser.pathAlt());
        register(PathAltChaser.randomPathAlt());
        register(new SpawnPoint("SpawnPoint", s -> { }));
        register(SpawnPoint.bomber());
        register(SpawnPoint.randomBomber());
        register(SpawnPoint.bomberRandomMissile());
        register(MovingAvatar.plain());
        register(MovingAvatar.horizontal());
        register(MovingAvatar.vertical());
        register(MovingAvatar.orientedAvatar());
        register(MovingAvatar.ongoing());
        register(MovingAvatar.missile());
        register(MovingAvatar.ongoingTurning());
        register(ShootingAvatar.flak());
        register(ShootingAvatar.shoot());
        register(ShootingAvatar.ongoingShoot());
    }

    private SpriteKinds() {}

    private static void register(SpriteKind kind) {
        KINDS.put(kind.name(), kind);
    }

    /** The class of that name, or null when this engine does not implement it. */
    public static SpriteKind byName(String name) {
        return KINDS.get(name);
    }

    public static Set<String> names() {
        return KINDS.keySet();
    }
}
