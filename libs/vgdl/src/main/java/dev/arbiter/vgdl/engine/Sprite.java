package dev.arbiter.vgdl.engine;

/**
 * One sprite in a running game: a rectangle in pixels plus the little state GVGAI keeps per
 * sprite. Behaviour lives in its type's {@link SpriteKind}, which the game's rules hold (a sprite
 * knows its type, not the class that moves it); per-type constants in {@link SpriteSettings}.
 * Fields are public to the engine packages on purpose: effects and sprite kinds manipulate them
 * directly, as GVGAI's do, and accessors would only hide that.
 */
public final class Sprite {
    public final long id;
    public SpriteType type;
    public int x;
    public int y;
    public final int width;
    public final int height;
    /** Position at the start of the current tick; stepBack and friends return here. */
    public int lastX;
    public int lastY;
    public Direction orientation;
    public boolean oriented;
    public double speed;
    public int cooldown;
    /** Ticks since the sprite last moved; a move needs {@code cooldown <= lastMove}. */
    public int lastMove;
    /** Passive movement skips a sprite's first tick, as GVGAI's grid physics does. */
    public boolean firstTick = true;
    /** A killed avatar is disabled rather than removed, so the level can still report on it. */
    public boolean disabled;
    /** Set when the sprite is on this tick's kill list; it leaves the game at the end of the tick. */
    public boolean killed;
    public boolean fromAvatar;
    public int healthPoints;
    public int maxHealthPoints;
    public int limitHealthPoints;
    public int timeToLive;
    /** Resources held, indexed by resource sprite type id; null until something is held. */
    public int[] resources;
    /** Flicker age, spawn-point counter and random-walk counter share nothing but a need to count. */
    public int age;
    public int spawned;
    public int spawnStart = -1;
    public int randomCounter;
    public Direction randomPrevious = Direction.NONE;
    /** The sprite a path chaser is heading for, kept until it stands on it. */
    public Sprite chaseTarget;
    /** Where a path chaser last saw its target, {x, y}; it heads there while the target has no path. */
    public int[] chaseLastKnown;
    /** A RandomMissile picks its direction on its first update. */
    public boolean needsRandomOrientation;

    Sprite(long id, SpriteType type, int x, int y, int size) {
        this.id = id;
        this.type = type;
        this.x = x;
        this.y = y;
        this.lastX = x;
        this.lastY = y;
        this.width = size;
        this.height = size;
        SpriteSettings s = type.settings();
        this.orientation = s.orientation;
        this.oriented = s.oriented;
        this.speed = s.speed;
        this.cooldown = s.cooldown;
        this.healthPoints = s.healthPoints;
        this.maxHealthPoints = s.maxHealthPoints;
        this.limitHealthPoints = s.limitHealthPoints;
        this.timeToLive = s.timeToLive;
        this.needsRandomOrientation = s.randomOrientation;
    }

    public SpriteSettings settings() {
        return type.settings();
    }

    public boolean isAvatar() {
        return type.settings().avatar;
    }

    public boolean intersects(Sprite o) {
        return x < o.x + o.width && o.x < x + width && y < o.y + o.height && o.y < y + height;
    }

    public void stepBack() {
        x = lastX;
        y = lastY;
    }

    /** Position change during this tick, as a direction (GVGAI's normalised lastDirection()). */
    public Direction lastDirection() {
        return Direction.of(x - lastX, y - lastY);
    }

    public int resource(int typeId) {
        return resources == null ? 0 : resources[typeId];
    }

    /** Adds (or with a negative delta removes) resources, never below zero. */
    public void changeResource(int typeId, int delta, int typeCount) {
        if (resources == null) {
            resources = new int[typeCount];
        }
        resources[typeId] = Math.max(0, resources[typeId] + delta);
    }

    /** Moves one step of {@code pixels} towards {@code d} if the cooldown allows; GVGAI's _updatePos. */
    public boolean tryMove(Direction d, int pixels) {
        if (pixels == 0) {
            pixels = (int) speed;
            if (pixels == 0) {
                return false;
            }
        }
        if (cooldown <= lastMove && !d.isNone()) {
            x += d.dx() * pixels;
            y += d.dy() * pixels;
            lastMove = 0;
            return true;
        }
        return false;
    }

    /** Movement along the sprite's own orientation at its own speed, once per tick. */
    public void passiveMovement(int blockSize) {
        if (settings().isStatic) {
            return;
        }
        if (firstTick) {
            firstTick = false;
            return;
        }
        double s = speed == -1 ? 1 : speed;
        if (s != 0 && oriented) {
            tryMove(orientation, (int) (s * blockSize));
        }
    }

    /** A deliberate move (avatar input, random walk, chase); may only rotate an oriented sprite. */
    public Movement activeMovement(Direction d, double requestedSpeed, int blockSize) {
        double s = requestedSpeed;
        if (s == 0) {
            s = speed <= 0 ? 1 : speed;
        }
        if (s != 0 && d != null && !d.isNone()) {
            if (settings().rotateInPlace && oriented && !orientation.equals(d)) {
                orientation = d;
                return Movement.ROTATE;
            }
            if (tryMove(d, (int) (s * blockSize))) {
                return Movement.MOVE;
            }
        }
        return Movement.STILL;
    }

    @Override
    public String toString() {
        return type.name() + "#" + id + "@" + x + "," + y;
    }
}
