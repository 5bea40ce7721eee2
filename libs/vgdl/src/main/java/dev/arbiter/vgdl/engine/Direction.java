package dev.arbiter.vgdl.engine;

import java.util.List;

/** A grid direction (unit steps; y grows downwards as on screen). */
public record Direction(int dx, int dy) {
    public static final Direction NONE = new Direction(0, 0);
    public static final Direction UP = new Direction(0, -1);
    public static final Direction DOWN = new Direction(0, 1);
    public static final Direction LEFT = new Direction(-1, 0);
    public static final Direction RIGHT = new Direction(1, 0);

    /** GVGAI's order of the four base directions; random choices index into it. */
    public static final List<Direction> BASE = List.of(UP, LEFT, DOWN, RIGHT);

    public boolean isNone() {
        return dx == 0 && dy == 0;
    }

    public Direction reversed() {
        return new Direction(-dx, -dy);
    }

    /** The sign of each component: what GVGAI's normalise() gives for axis-aligned vectors. */
    public static Direction of(int x, int y) {
        return new Direction(Integer.signum(x), Integer.signum(y));
    }

    /** Parses VGDL orientation names (UP, DOWN, LEFT, RIGHT, NONE), case-insensitively; null if unknown. */
    public static Direction parse(String name) {
        return switch (name.toUpperCase(java.util.Locale.ROOT)) {
            case "UP" -> UP;
            case "DOWN" -> DOWN;
            case "LEFT" -> LEFT;
            case "RIGHT" -> RIGHT;
            case "NONE" -> NONE;
            default -> null;
        };
    }
}
