package dev.arbiter.vgdl.engine;

import java.util.Locale;

/** The avatar's actions, named as the learning track's wire protocol names them. */
public enum Action {
    ACTION_NIL(Direction.NONE),
    ACTION_UP(Direction.UP),
    ACTION_LEFT(Direction.LEFT),
    ACTION_DOWN(Direction.DOWN),
    ACTION_RIGHT(Direction.RIGHT),
    ACTION_USE(Direction.NONE),
    ACTION_ESCAPE(Direction.NONE);

    private final Direction direction;

    Action(Direction direction) {
        this.direction = direction;
    }

    /** The movement this action asks for; NONE for NIL, USE and ESCAPE. */
    public Direction direction() {
        return direction;
    }

    /** Case-insensitive lookup; null for anything that is not an action name. */
    public static Action parse(String text) {
        if (text == null) {
            return null;
        }
        String upper = text.trim().toUpperCase(Locale.ROOT);
        for (Action a : values()) {
            if (a.name().equals(upper)) {
                return a;
            }
        }
        return null;
    }
}
