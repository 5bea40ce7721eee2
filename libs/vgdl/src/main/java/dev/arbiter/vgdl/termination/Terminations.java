package dev.arbiter.vgdl.termination;

import dev.arbiter.vgdl.engine.Termination;
import dev.arbiter.vgdl.engine.WorldView;
import dev.arbiter.vgdl.load.ParamReader;

/**
 * The termination classes this engine implements. Counts leave out a disabled (dead) avatar
 * but include sprites killed earlier in the same tick, as GVGAI counts them.
 */
public final class Terminations {
    private Terminations() {}

    /** The termination, or null when this engine does not implement one of that name. */
    public static Termination create(String className, ParamReader p) {
        return switch (className) {
            case "SpriteCounter" -> spriteCounter(p);
            case "SpriteCounterMore" -> spriteCounterMore(p);
            case "MultiSpriteCounter" -> multiSpriteCounter(p);
            case "Timeout" -> timeout(p);
            case "MultiSpriteCounterSubTypes" -> subtypeCounter(p);
            default -> null;
        };
    }

    private static boolean win(ParamReader p) {
        // Multi-player games list one value per player; the learning track has one player.
        return p.string("win", "False").split(",")[0].trim().equalsIgnoreCase("true");
    }

    private static Termination spriteCounter(ParamReader p) {
        int type = p.type("stype", true);
        int limit = p.integer("limit", 0);
        boolean win = win(p);
        return new Rule(win) {
            @Override
            public boolean isDone(WorldView g) {
                return g.countEnabled(type) <= limit;
            }
        };
    }

    /** Ends once at least {@code limit} sprites of {@code stype} (with subtypes) are in play. */
    private static Termination spriteCounterMore(ParamReader p) {
        int type = p.type("stype", true);
        int limit = p.integer("limit", 0);
        boolean win = win(p);
        return new Rule(win) {
            @Override
            public boolean isDone(WorldView g) {
                return g.countEnabled(type) >= limit;
            }
        };
    }

    private static Termination multiSpriteCounter(ParamReader p) {
        int[] types = {p.type("stype1", false), p.type("stype2", false), p.type("stype3", false)};
        int limit = p.integer("limit", 0);
        boolean min = p.bool("min", false);
        boolean win = win(p);
        return new Rule(win) {
            @Override
            public boolean isDone(WorldView g) {
                int n = 0;
                for (int t : types) {
                    if (t != -1) {
                        n += g.countEnabled(t);
                    }
                }
                return n == limit || (min && n > limit);
            }
        };
    }

    /**
     * Ends when exactly {@code limit} sprites of {@code stype1} (with subtypes) are left and they
     * belong to exactly {@code subTypesNum} of its types (ancestors and itself included, as GVGAI
     * lists them, each counted with its own subtypes and only if it has sprites of its own).
     */
    private static Termination subtypeCounter(ParamReader p) {
        int type = p.type("stype1", true);
        int limit = p.integer("limit", 0);
        int kinds = p.integer("subTypesNum", -1);
        boolean win = win(p);
        return new Rule(win) {
            @Override
            public boolean isDone(WorldView g) {
                if (g.countEnabled(type) != limit) {
                    return false;
                }
                int present = 0;
                for (int t : g.spriteTypes().type(type).subtypes()) {
                    if (g.countEnabled(t) > 0 && !g.group(t).isEmpty()) {
                        present++;
                    }
                }
                return present == kinds;
            }
        };
    }

    private static Termination timeout(ParamReader p) {
        int limit = p.integer("limit", 0);
        boolean win = win(p);
        return new Rule(win) {
            @Override
            public boolean isDone(WorldView g) {
                return g.gameTick() >= limit;
            }
        };
    }

    private abstract static class Rule implements Termination {
        private final boolean win;

        Rule(boolean win) {
            this.win = win;
        }

        @Override
        public boolean win() {
            return win;
        }
    }
}
