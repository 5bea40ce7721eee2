package dev.arbiter.vgdl.effect;

import dev.arbiter.vgdl.engine.Direction;
import dev.arbiter.vgdl.engine.Effect;
import dev.arbiter.vgdl.engine.Sprite;
import dev.arbiter.vgdl.engine.World;
import dev.arbiter.vgdl.load.ParamReader;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/** Effects that move sprites or turn them. */
final class MovementEffects {
    private MovementEffects() {}

    /** pullWithIt moves each sprite at most once per tick. */
    private static final class PullState {
        int tick = -1;
        final Set<Sprite> pulled = new HashSet<>();
    }

    static void register(Map<String, Function<ParamReader, Effect>> m) {
        m.put("stepBack", p -> {
            boolean pixelPerfect = p.bool("pixelPerfect", false);
            return (g, a, b) -> {
                if (pixelPerfect && b != null) {
                    stepBackToContact(a, b);
                } else {
                    a.stepBack();
                }
                return true;
            };
        });
        m.put("undoAll", p -> {
            int[] spared = p.types("notStype");
            return (g, a, b) -> {
                for (int t : g.spriteTypes().spriteOrder()) {
                    if (!isSpared(g, t, spared)) {
                        for (Sprite s : g.group(t)) {
                            s.stepBack();
                        }
                    }
                }
                return true;
            };
        });
        m.put("reverseDirection", p -> (g, a, b) -> {
            a.orientation = a.orientation.reversed();
            return true;
        });
        m.put("flipDirection", p -> (g, a, b) -> {
            a.orientation = Direction.BASE.get(g.random().nextInt(4));
            return true;
        });
        m.put("turnAround", p -> (g, a, b) -> {
            // Back to where it was, two forced steps down, then the other way (Space Invaders).
            a.stepBack();
            for (int i = 0; i < 2; i++) {
                a.lastMove = a.cooldown;
                a.activeMovement(Direction.DOWN, a.speed, g.blockSize());
            }
            a.orientation = a.orientation.reversed();
            return true;
        });
        m.put("wrapAround", p -> {
            double offset = p.decimal("offset", 0);
            return (g, a, b) -> {
                Direction o = a.orientation;
                if (o.dx() > 0) {
                    a.x = (int) (offset * a.width);
                } else if (o.dx() < 0) {
                    a.x = (int) (g.widthPixels() - a.width * (1 + offset));
                } else if (o.dy() > 0) {
                    a.y = (int) (offset * a.height);
                } else if (o.dy() < 0) {
                    a.y = (int) (g.heightPixels() - a.height * (1 + offset));
                }
                a.lastMove = 0;
                return true;
            };
        });
        m.put("bounceForward", p -> (g, a, b) -> {
            if (b == null) {
                return false;
            }
            Direction moved = b.lastDirection();
            int dx = moved.dx() * b.orientation.dx() < 0 ? -moved.dx() : moved.dx();
            int dy = moved.dy() * b.orientation.dy() < 0 ? -moved.dy() : moved.dy();
            Direction d = new Direction(dx, dy);
            a.activeMovement(d, b.speed, g.blockSize());
            a.orientation = d;
            return true;
        });
        m.put("pullWithIt", p -> {
            boolean pixelPerfect = p.bool("pixelPerfect", false);
            Object key = new Object();
            return (g, a, b) -> {
                if (b == null) {
                    return false;
                }
                PullState state = g.ruleState(key, PullState::new);
                if (g.tick() > state.tick) {
                    state.pulled.clear();
                    state.tick = g.tick();
                }
                if (!state.pulled.add(a)) {
                    return true;
                }
                int lastX = a.lastX;
                int lastY = a.lastY;
                a.tryMove(b.lastDirection(), (int) (b.speed * g.blockSize()));
                a.lastX = lastX;
                a.lastY = lastY;
                if (pixelPerfect) {
                    // Sizes are equal on the grid, so taking the carrier's rectangle is taking its place.
                    a.x = b.x;
                    a.y = b.y;
                }
                return true;
            };
        });
        m.put("align", p -> {
            boolean orient = p.bool("orient", true);
            return (g, a, b) -> {
                if (b == null) {
                    return false;
                }
                if (orient) {
                    a.orientation = b.orientation;
                }
                a.x = b.x;
                a.y = b.y;
                return true;
            };
        });
        m.put("setSpeedForAll", p -> {
            int type = p.type("stype", true);
            double value = p.decimal("value", 0);
            return (g, a, b) -> {
                for (int t : g.spriteTypes().type(type).subtypes()) {
                    for (Sprite s : g.group(t)) {
                        s.speed = value;
                    }
                }
                return true;
            };
        });
        m.put("teleportToExit", p -> (g, a, b) -> {
            if (b == null || b.settings().stypeIds.length == 0) {
                return false;
            }
            List<Sprite> exits = g.group(b.settings().firstStype());
            if (exits.isEmpty()) {
                g.kill(a, false);
                return true;
            }
            Sprite exit = exits.get(g.random().nextInt(exits.size()));
            a.x = exit.x;
            a.y = exit.y;
            a.lastMove = 0;
            if (exit.oriented) {
                a.orientation = exit.orientation;
            }
            return true;
        });
        m.put("attractGaze", p -> {
            double prob = p.decimal("prob", 1);
            boolean align = p.bool("align", false);
            return (g, a, b) -> {
                if (b != null && a.oriented && b.oriented && g.random().nextDouble() < prob) {
                    a.orientation = b.orientation;
                    if (align) {
                        if (a.orientation.dx() != 0) {
                            a.y = b.y;
                        } else {
                            a.x = b.x;
                        }
                    }
                }
                return true;
            };
        });
    }

    /** Moves back only as far as needed to touch the obstacle, when the move was straight. */
    private static void stepBackToContact(Sprite a, Sprite b) {
        Direction moved = a.lastDirection();
        if (moved.equals(Direction.DOWN)) {
            a.y -= a.y + a.height - b.y;
        } else if (moved.equals(Direction.RIGHT)) {
            a.x -= a.x + a.width - b.x;
        } else if (moved.equals(Direction.UP)) {
            a.y = b.y + b.height;
        } else if (moved.equals(Direction.LEFT)) {
            a.x = b.x + b.width;
        } else {
            a.stepBack();
        }
    }

    private static boolean isSpared(World g, int type, int[] spared) {
        for (int s : spared) {
            if (g.spriteTypes().type(type).isSubtypeOf(g.spriteTypes().type(s))) {
                return true;
            }
        }
        return false;
    }
}
