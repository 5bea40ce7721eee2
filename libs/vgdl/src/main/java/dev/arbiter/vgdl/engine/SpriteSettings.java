package dev.arbiter.vgdl.engine;

import java.util.List;

/**
 * Per-type constants: the sprite class's defaults overridden by the (inherited) parameters of
 * the SpriteSet. Filled once while loading, then only read.
 */
public final class SpriteSettings {
    public double speed;
    public int cooldown;
    public Direction orientation = Direction.NONE;
    public boolean oriented;
    public boolean randomOrientation;
    public boolean isStatic;
    public boolean rotateInPlace;
    /** Oriented avatars face the way they last moved. */
    public boolean facesMovement;
    public boolean singleton;
    public int healthPoints;
    public int maxHealthPoints;
    public int limitHealthPoints = 1000;
    /** Ticks left to live, counted down by classes that run GVGAI's plain sprite update; -1 = for ever. */
    public int timeToLive = -1;

    public boolean avatar;
    public boolean npc;
    public boolean resource;
    public boolean portal;
    public boolean hidden;
    public boolean invisible;
    /** Colour for the screenshot renderer, 0xRRGGBB; -1 picks one from the type id. */
    public int color = -1;

    public double prob = 1.0;
    public int total;
    public int limit;
    public int cons;
    public int value = 1;
    public boolean fleeing;
    public double maxDistance = -1;
    public double spreadProb = 1.0;
    public Direction spawnOrientation = Direction.NONE;
    public int minAmmo = -1;
    public int ammoCost = 1;

    /** Sprite types named by {@code stype} (comma-separated for ShootAvatar), resolved to ids. */
    public String stype;
    public int[] stypeIds = new int[0];
    public String ammo;
    public int[] ammoIds = new int[0];

    /** Path chasers: the {@code stype1} types they chase, whether any one (not the nearest), how often at random. */
    public int[] chaseIds = new int[0];
    public boolean randomTarget;
    public double epsilon;

    /** The avatar's actions, without ACTION_NIL. */
    public List<Action> actions = List.of();

    public int firstStype() {
        return stypeIds.length == 0 ? -1 : stypeIds[0];
    }
}
