package dev.arbiter.vgdl.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * The event phase of one tick, in GVGAI's order: due TIME rules, then EOS rules, then collision
 * rules pair by pair. Sprite lists are copied when a rule starts, so sprites created by a rule
 * take part in later rules of the same tick but not in the one that made them. It acts on the
 * level through the {@link World} the rules see, so it needs nothing of the {@link Game} that runs it.
 */
final class EventHandler {
    private final World world;
    private final List<EdgeRule> edgeRules;
    private final List<CollisionRule> collisionRules;
    private final TimedQueue timed;
    private final Shields shields;

    EventHandler(World world, List<EdgeRule> edgeRules, List<CollisionRule> collisionRules, TimedQueue timed,
                 Shields shields) {
        this.world = world;
        this.edgeRules = edgeRules;
        this.collisionRules = collisionRules;
        this.timed = timed;
        this.shields = shields;
    }

    void handle() {
        timeRules();
        edgeRules();
        collisionRules();
    }

    private void timeRules() {
        TimedQueue.Entry due;
        while ((due = timed.pollDue(world.gameTick())) != null) {
            World.Timed rule = due.rule();
            if (rule.typeId() == -1) {
                rule.run(world, null);
            } else {
                for (Sprite s : world.spritesOf(rule.typeId())) {
                    if (!s.killed && !s.disabled) {
                        rule.run(world, s);
                    }
                }
            }
            if (rule.repeating()) {
                timed.insert(new TimedQueue.Entry(rule, world.gameTick() + rule.timer()));
            }
        }
    }

    private void edgeRules() {
        for (EdgeRule rule : edgeRules) {
            for (Interaction effect : rule.effects()) {
                for (Sprite s : world.spritesOf(rule.type())) {
                    if (isAtEdge(s) && !s.killed && !s.disabled) {
                        effect.execute(world, s, null);
                    }
                }
            }
        }
    }

    private boolean isAtEdge(Sprite s) {
        return s.x < 0 || s.y < 0 || s.x + s.width > world.widthPixels() || s.y + s.height > world.heightPixels();
    }

    private void collisionRules() {
        List<Sprite> hits = new ArrayList<>();
        for (CollisionRule rule : collisionRules) {
            for (Interaction effect : rule.effects()) {
                if (shields.covers(rule.firstType(), rule.secondType(), effect.name())) {
                    continue;
                }
                if (world.countSprites(rule.firstType()) == 0 || world.countSprites(rule.secondType()) == 0) {
                    continue;
                }
                List<Sprite> firsts = world.spritesOf(rule.firstType());
                List<Sprite> seconds = world.spritesOf(rule.secondType());
                for (Sprite s1 : firsts) {
                    hits.clear();
                    for (Sprite s2 : seconds) {
                        if (s1 != s2 && s1.intersects(s2)) {
                            hits.add(s2);
                        }
                    }
                    // Earlier effects may have moved or killed s1: check again per hit.
                    for (Sprite s2 : hits) {
                        if (!s1.killed && s1.intersects(s2)) {
                            effect.execute(world, s1, s2);
                        }
                    }
                }
            }
        }
    }
}
